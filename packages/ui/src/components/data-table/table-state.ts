// The state of a server-driven list, owned by the page (usually kept in the URL): which page, how
// many rows, the sort, the search text, the column filters and which columns show. The DataTable
// only proposes changes through `onStateChange`; the API does the paging, sorting and filtering.

/** Rows per page; `'all'` asks the server for every row that matches ("Todas"). */
export type PageSize = number | 'all'

/** The choices of the "Filas por página" select. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 'all'] as const satisfies readonly PageSize[]

export const DEFAULT_PAGE_SIZE = 25

export type DataTableSort = { id: string; desc: boolean }

export type DataTableState = {
  /** Current page, from 1. */
  page: number
  pageSize: PageSize
  sort: DataTableSort | null
  search: string
  /** Column id → filter value; a cleared filter is absent, never `''`. */
  filters: Record<string, string>
  /** Only columns shown or hidden against their default (`{ rut: false }` hides RUT). */
  columnVisibility: Record<string, boolean>
}

export const defaultTableState: DataTableState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: null,
  search: '',
  filters: {},
  columnVisibility: {},
}

/** Whether the user narrowed the list (search or a filter): an empty result is then "no match". */
export function hasQuery(state: Pick<DataTableState, 'search' | 'filters'>): boolean {
  return (
    state.search.trim() !== '' || Object.values(state.filters).some((value) => value.trim() !== '')
  )
}

export function pageCountOf(total: number, pageSize: PageSize): number {
  if (pageSize === 'all' || total <= 0) return 1
  return Math.max(1, Math.ceil(total / pageSize))
}

/** First and last row numbers shown (from 1), for "1–25 de 1.234". */
export function rangeOf(
  page: number,
  pageSize: PageSize,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 }
  if (pageSize === 'all') return { from: 1, to: total }
  const from = Math.min((page - 1) * pageSize + 1, total)
  return { from, to: Math.min(page * pageSize, total) }
}

/** A string that changes whenever the set of rows asked for changes (not with column visibility). */
export function queryKeyOf(state: DataTableState): string {
  const filters = Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify([state.page, state.pageSize, state.sort, state.search, filters])
}
