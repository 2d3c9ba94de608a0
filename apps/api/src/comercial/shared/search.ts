// The search filter of a list: `busqueda LIKE %q%` over the folded texts (trigram index).
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { searchPattern } from '../../db/search-text.ts'

export function matches(busqueda: AnyPgColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined
  return sql`${busqueda} like ${searchPattern(q)}`
}
