// A list screen's data: the table state in the URL, the page the API answers for it (the previous
// page stays on screen while the next loads), and every matching row for the exports.
import { type ComercialEntity, fetchAllRows, listQuery } from '@cordillera/data-client'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { type UrlTableDefaults, useUrlTableState } from '../table/use-url-table-state.ts'
import { type ApiListQuery, apiListQuery, unpagedQuery } from './list-query.ts'
import { type CursorPage, PageCursors } from './page-cursors.ts'

type PageOf<Row> = CursorPage & { items: Row[]; total: number }

/** A list call of data-client (`api.comercial.obras.list`): its query type is the route's. */
// biome-ignore lint/suspicious/noExplicitAny: any list query; the API validates what is sent.
type ListCall<Row> = (query: any, signal?: AbortSignal) => Promise<PageOf<Row>>

export type ListScreenOptions<Row> = {
  entity: ComercialEntity
  list: ListCall<Row>
  /** Tells apart two lists of one entity (proveedores: 'todos', 'provisorios'). */
  scope?: string
  defaults?: UrlTableDefaults
  /** Filters the screen sets itself (not columns), e.g. `{ constructoraId }`. */
  fixedFilters?: Record<string, string>
}

export function useListScreen<Row>({
  entity,
  list,
  scope,
  defaults,
  fixedFilters,
}: ListScreenOptions<Row>) {
  const [state, setState] = useUrlTableState(defaults)
  const query: ApiListQuery = { ...apiListQuery(state), ...fixedFilters }
  // The next or previous page of one already on screen is asked for by cursor.
  const cursors = useRef(new PageCursors()).current
  const listKey = JSON.stringify({ ...unpagedQuery(query), pageSize: query.pageSize })
  const cursor = query.pageSize === 'all' ? undefined : cursors.cursorFor(listKey, query.page)
  const { page: _page, ...byCursor } = query
  const result = useQuery(listQuery(entity, list, cursor ? { ...byCursor, cursor } : query, scope))
  // Placeholder data is the previous query's answer: its cursors belong to another list.
  if (result.data && !result.isPlaceholderData) cursors.remember(listKey, result.data)
  const table = {
    state,
    onStateChange: setState as (next: DataTableState) => void,
    rows: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    // Loading while there is nothing yet or while the rows shown belong to another query.
    isLoading: result.isPending || (result.isFetching && result.isPlaceholderData),
    fetchAll: () => fetchAllRows<object, Row>(list, unpagedQuery(query)),
  }
  return { table, error: result.error, refetch: result.refetch }
}
