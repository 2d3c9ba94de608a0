// The search filter of a list: `busqueda LIKE %q%` over the folded texts (trigram index); a whole
// RUT typed without its dash is looked up as stored too.
import { or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { searchPatterns } from '../db/search-text.ts'

export function matches(busqueda: AnyPgColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const [first, ...more] = searchPatterns(q).map((pattern) => sql`${busqueda} like ${pattern}`)
  return more.length ? or(first, ...more) : first
}
