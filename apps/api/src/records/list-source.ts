// What a business list gives the list engine (db/list): its table, filters, sort key and the
// full rows of a page's ids.
import type { SortDirection } from '@cordillera/contracts'
import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { ListSource, SortKey } from '../db/list/list-page.ts'
import { collated, vigente } from '../db/schema/columns.ts'
import { matches } from './search.ts'

/** A list's query without its paging: what filters, searches and sorts (exports take it too). */
export type ListQueryOf<Schema extends z.ZodType> = Omit<
  z.output<Schema>,
  'page' | 'pageSize' | 'cursor'
>

export function listSourceOf<Row extends { id: string }, Sort extends string>(
  table: PgTable & { id: AnyPgColumn },
  sortKeys: Record<Sort, SortKey>,
  query: { sort: Sort; dir: SortDirection },
  where: SQL | undefined,
  rowsByIds: (ids: string[]) => Promise<Row[]>,
): ListSource<Row> {
  return { table, id: table.id, where, sortKey: sortKeys[query.sort], dir: query.dir, rowsByIds }
}

/** A list's sort keys: its own, then when rows were created and last changed (every list's). */
export function sortKeysOf<Sort extends 'creadoEn' | 'actualizadoEn' | (string & {})>(
  table: { createdAt: AnyPgColumn; updatedAt: AnyPgColumn },
  own: Record<Exclude<Sort, 'creadoEn' | 'actualizadoEn'>, SortKey>,
): Record<Sort, SortKey> {
  const tracking = {
    creadoEn: { expr: table.createdAt, type: 'timestamptz' },
    actualizadoEn: { expr: table.updatedAt, type: 'timestamptz' },
  } satisfies Record<string, SortKey>
  return { ...own, ...tracking } as Record<Sort, SortKey>
}

export const sortKey = {
  /** A name sorted as people expect (the ICU collation its index is built with). */
  text: (column: AnyPgColumn): SortKey => ({ expr: collated(column), type: 'text' }),
  /** A RUT sorted as a number (`rut_numero`), not as text. */
  rut: (table: { rutNumero: AnyPgColumn }): SortKey => ({ expr: table.rutNumero, type: 'integer' }),
}

type Listed = PgTable & { eliminadoEn: AnyPgColumn; busqueda: AnyPgColumn }

/**
 * What a list reads: the rows not deleted, matching the search `q`, with `column = value` for each
 * of `filters` the query gives (filters are named as the table's columns), and any `more`.
 */
export function listWhere<T extends Listed, Query extends { q?: string | undefined }>(
  table: T,
  query: Query,
  filters: readonly (keyof Query & keyof T & string)[],
  ...more: (SQL | undefined)[]
): SQL | undefined {
  const columns = table as unknown as Record<string, AnyPgColumn>
  const given = filters.map((name) => {
    const value = query[name]
    const column = columns[name]
    return value === undefined || value === null || value === '' || !column
      ? undefined
      : eq(column, value)
  })
  return and(vigente(table), matches(table.busqueda, query.q), ...given, ...more)
}
