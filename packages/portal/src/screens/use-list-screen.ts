// A list screen's data: the table state in the URL, the page the API answers for it (the previous
// page stays on screen while the next loads), and the query of the list's export. Typed by
// the entity's list route: the default sort and the fixed filters must be ones the route takes.
//   const { table, error } = useListScreen({
//     queries: comercialQueries(api).obras,
//     defaults: { sort: { id: 'nombre', desc: false } },
//   })
import type { QueryFilters, QuerySort } from '@cordillera/contracts'
import type { ListQueryOptions } from '@cordillera/data-client'
import type { DataTableState, PageSize } from '@cordillera/ui/components/data-table/data-table'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useUrlTableState } from '../table/use-url-table-state.ts'
import { apiListQuery, unpagedQuery } from './list-query.ts'
import { type CursorPage, PageCursors } from './page-cursors.ts'

type ListPage = CursorPage & { items: unknown[]; total: number }

/** What a list screen needs of an entity's queries (`comercialQueries(api).obras` has it). */
export type ListQueries<Q, P extends ListPage> = {
  /** The route's filter names: a URL's other `f.<name>` are not sent. */
  readonly filters: readonly string[]
  list: (query: Q) => ListQueryOptions<Q, P>
}

export type ListScreenOptions<Q, P extends ListPage> = {
  queries: ListQueries<Q, P>
  /** What the list starts with other than 25 rows unsorted; the sort is one the route has. */
  defaults?: { pageSize?: PageSize; sort?: { id: QuerySort<Q>; desc: boolean } | null }
  /** Filters the screen sets itself (not columns), e.g. `{ constructoraId }`. */
  fixedFilters?: QueryFilters<Q>
}

export function useListScreen<Q extends object, P extends ListPage>({
  queries,
  defaults,
  fixedFilters,
}: ListScreenOptions<Q, P>) {
  const [state, setState] = useUrlTableState(defaults)
  const query = { ...apiListQuery(state, queries.filters), ...fixedFilters }
  // The next or previous page of one already on screen is asked for by cursor.
  const cursors = useRef(new PageCursors()).current
  const listKey = JSON.stringify({ ...unpagedQuery(query), pageSize: query.pageSize })
  const cursor = query.pageSize === 'all' ? undefined : cursors.cursorFor(listKey, query.page)
  const { page: _page, ...byCursor } = query
  // The URL's sort and filters are text until the API checks them (a 400 names what is wrong).
  const sent = (cursor ? { ...byCursor, cursor } : query) as Q
  const result = useQuery(queries.list(sent))
  // Placeholder data is the previous query's answer: its cursors belong to another list.
  if (result.data && !result.isPlaceholderData) cursors.remember(listKey, result.data)
  const table = {
    state,
    onStateChange: setState as (next: DataTableState) => void,
    rows: (result.data?.items ?? []) as P['items'],
    total: result.data?.total ?? 0,
    // Loading while there is nothing yet or while the rows shown belong to another query.
    isLoading: result.isPending || (result.isFetching && result.isPlaceholderData),
  }
  // What the list's export route is asked for: the same search, filters and sort, every page.
  const exportQuery = unpagedQuery(query) as Omit<Q, 'page' | 'pageSize' | 'cursor'>
  return { table, exportQuery, error: result.error, refetch: result.refetch }
}
