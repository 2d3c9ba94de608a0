// The rows of a raw SQL statement, whichever driver ran it: postgres-js answers an array of rows,
// PGlite an object with `rows`.
import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from './database.ts'

export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}
