// What a business list gives the list engine (db/list): its table, filters, sort key and the
// full rows of a page's ids.
import type { SortDirection } from '@cordillera/contracts'
import type { SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { ListSource, SortKey } from '../db/list/list-page.ts'

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
