// A list page's full rows (joins included) by one prepared statement per database instead of a
// query built on every call. Building a select of some thirty columns and three joins with
// `inArray(id, ids)` (one parameter per id) costs drizzle about as much CPU as the database's
// answer to it: for a page of 50 EDPs, ~1 ms of the endpoint's ~2 ms against ~1 ms for the raw
// statement (docs/benchmarks/edp.md). Built once, with the page's ids as one array parameter,
// every page sends the same statement text, which the driver keeps prepared (PostgreSQL plans it
// once per connection) and drizzle still maps to typed rows.
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../database.ts'

/** The condition `id = any(<the ids>)`, the ids being the statement's one parameter. */
export type IdIn = (id: AnyPgColumn) => SQL

/** What a drizzle select with an `IdIn` condition offers: it can be prepared. */
type Preparable<Selected> = {
  prepare(name: string): { execute(values: { ids: string[] }): Promise<Selected[]> }
}

const idIn: IdIn = (id) => sql`${id} = any(cast(${sql.placeholder('ids')} as uuid[]))`

/**
 * The rows of `ids` (in any order, as ListSource.rowsByIds wants them), selected by `select`
 * (built once per database, never per call) and shaped by `toRow`. Only for a database, not a
 * transaction: a statement prepared on the database would run outside the transaction.
 */
export function rowsByIdsStatement<Selected, Row>(
  name: string,
  select: (db: Db, idIn: IdIn) => Preparable<Selected>,
  toRow: (selected: Selected) => Row,
): (db: Db) => (ids: string[]) => Promise<Row[]> {
  const prepared = new WeakMap<Db, (ids: string[]) => Promise<Row[]>>()
  return (db) => {
    let rowsOf = prepared.get(db)
    if (!rowsOf) {
      const statement = select(db, idIn).prepare(name)
      rowsOf = async (ids) =>
        ids.length === 0 ? [] : (await statement.execute({ ids })).map(toRow)
      prepared.set(db, rowsOf)
    }
    return rowsOf
  }
}
