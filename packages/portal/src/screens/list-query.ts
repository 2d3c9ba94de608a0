// A DataTable's state as the query of a list route: page, size, sort and direction, search text,
// and each column filter under its column id (the API's filter name). Only the filters the route
// has are sent: a stale or mistyped `f.<name>` in a shared link is left out, not refused.
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'

export type ApiListQuery = {
  page: number
  pageSize: number | 'all'
  sort?: string
  dir?: 'asc' | 'desc'
  q?: string
  [filter: string]: string | number | undefined
}

/** `filters`: the route's filter names; absent, every filter of the state is sent. */
export function apiListQuery(state: DataTableState, filters?: readonly string[]): ApiListQuery {
  const query: ApiListQuery = { page: state.page, pageSize: state.pageSize }
  if (state.sort) {
    query.sort = state.sort.id
    query.dir = state.sort.desc ? 'desc' : 'asc'
  }
  const search = state.search.trim()
  if (search) query.q = search
  for (const [id, value] of Object.entries(state.filters)) {
    if (filters && !filters.includes(id)) continue
    if (value.trim()) query[id] = value.trim()
  }
  return query
}

/** The same query without paging: what an export of "everything that matches" asks for. */
export function unpagedQuery<Q extends { page?: unknown; pageSize?: unknown }>(
  query: Q,
): Omit<Q, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...rest } = query
  return rest
}
