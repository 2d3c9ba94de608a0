// A list's table state written to and read from URL search params, so a filtered list can be
// shared as a link and survives a reload:
//   ?page=2&size=25&sort=nombre:asc&q=andes&f.estado=activo&cols=-rut,telefono
// Defaults are left out of the URL; anything unreadable falls back to the default (the API checks
// every value again, this only keeps a mistyped link from breaking the screen).
import {
  type DataTableSort,
  type DataTableState,
  defaultTableState,
  PAGE_SIZE_OPTIONS,
  type PageSize,
} from '@cordillera/ui/components/data-table/data-table'

/** What a list may start with other than the kit's defaults (25 rows, no sort). */
export type UrlTableDefaults = { pageSize?: PageSize; sort?: DataTableSort | null }

const PAGE = 'page'
const SIZE = 'size'
const SORT = 'sort'
const SEARCH = 'q'
const COLUMNS = 'cols'
/** A filter's URL param is `f.<name>` (`listFilterQuery` builds links with it). */
export const FILTER_PREFIX = 'f.'
const OWN_KEYS = new Set([PAGE, SIZE, SORT, SEARCH, COLUMNS])

// Column ids are API field names: letters, digits and a few separators, never anything to escape.
const COLUMN_ID = /^[A-Za-z0-9_.-]{1,64}$/

const resolveDefaults = (defaults: UrlTableDefaults = {}) => ({
  pageSize: defaults.pageSize ?? defaultTableState.pageSize,
  sort: defaults.sort ?? null,
})

function parsePage(raw: string | null): number {
  const page = Number(raw)
  return raw !== null && Number.isSafeInteger(page) && page >= 1 ? page : 1
}

function parseSize(raw: string | null, fallback: PageSize): PageSize {
  return PAGE_SIZE_OPTIONS.find((option) => String(option) === raw) ?? fallback
}

function parseSort(raw: string | null, fallback: DataTableSort | null): DataTableSort | null {
  if (raw === null) return fallback
  // `sort=` (empty) says "unsorted" even where the list has a default sort.
  if (raw === '') return null
  const [id = '', direction] = raw.split(':')
  if (!COLUMN_ID.test(id) || (direction !== 'asc' && direction !== 'desc')) return fallback
  return { id, desc: direction === 'desc' }
}

// `-rut` hides a column, a bare `telefono` shows one hidden by default. (A `+` sign would read as
// a space in a query string, so it is accepted but never written.)
function parseColumns(raw: string | null): Record<string, boolean> {
  const visibility: Record<string, boolean> = {}
  for (const entry of (raw ?? '').split(',')) {
    const trimmed = entry.trim()
    const hidden = trimmed.startsWith('-')
    const id = hidden || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed
    if (COLUMN_ID.test(id)) visibility[id] = !hidden
  }
  return visibility
}

export function parseTableState(
  params: URLSearchParams,
  defaults?: UrlTableDefaults,
): DataTableState {
  const fallback = resolveDefaults(defaults)
  const filters: Record<string, string> = {}
  for (const [key, value] of params) {
    const id = key.slice(FILTER_PREFIX.length)
    if (key.startsWith(FILTER_PREFIX) && COLUMN_ID.test(id) && value.trim() !== '') {
      filters[id] = value
    }
  }
  return {
    page: parsePage(params.get(PAGE)),
    pageSize: parseSize(params.get(SIZE), fallback.pageSize),
    sort: parseSort(params.get(SORT), fallback.sort),
    search: params.get(SEARCH) ?? '',
    filters,
    columnVisibility: parseColumns(params.get(COLUMNS)),
  }
}

const sameSort = (a: DataTableSort | null, b: DataTableSort | null) =>
  a === b || (a !== null && b !== null && a.id === b.id && a.desc === b.desc)

/** The params of `state`, keeping every param of `base` that is not the table's. */
export function writeTableState(
  state: DataTableState,
  base: URLSearchParams = new URLSearchParams(),
  defaults?: UrlTableDefaults,
): URLSearchParams {
  const fallback = resolveDefaults(defaults)
  const params = new URLSearchParams(
    [...base].filter(([key]) => !OWN_KEYS.has(key) && !key.startsWith(FILTER_PREFIX)),
  )
  if (state.page > 1) params.set(PAGE, String(state.page))
  if (state.pageSize !== fallback.pageSize) params.set(SIZE, String(state.pageSize))
  if (!sameSort(state.sort, fallback.sort)) {
    params.set(SORT, state.sort ? `${state.sort.id}:${state.sort.desc ? 'desc' : 'asc'}` : '')
  }
  const search = state.search.trim()
  if (search !== '') params.set(SEARCH, search)
  for (const [id, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value.trim() !== '') params.set(`${FILTER_PREFIX}${id}`, value)
  }
  const columns = Object.entries(state.columnVisibility)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, visible]) => (visible ? id : `-${id}`))
  if (columns.length > 0) params.set(COLUMNS, columns.join(','))
  return params
}

/** Whether going from `before` to `after` asks for different rows (so page 1 again). */
export function changesQuery(before: DataTableState, after: DataTableState): boolean {
  if (before.search.trim() !== after.search.trim()) return true
  const keys = new Set([...Object.keys(before.filters), ...Object.keys(after.filters)])
  return [...keys].some((key) => (before.filters[key] ?? '') !== (after.filters[key] ?? ''))
}

/**
 * What the table changed (`next` against what it was showing, `seen`), applied to `latest`: the
 * state of a URL change still on its way (the guard runs before every navigation). Without this,
 * a search committed while "Quitar filtro" is being applied would write the old filter back.
 */
export function applyTableChange(
  latest: DataTableState,
  seen: DataTableState,
  next: DataTableState,
): DataTableState {
  const merged: DataTableState = { ...latest, filters: { ...latest.filters } }
  if (next.page !== seen.page) merged.page = next.page
  if (next.pageSize !== seen.pageSize) merged.pageSize = next.pageSize
  if (!sameSort(next.sort, seen.sort)) merged.sort = next.sort
  if (next.search !== seen.search) merged.search = next.search
  if (JSON.stringify(next.columnVisibility) !== JSON.stringify(seen.columnVisibility)) {
    merged.columnVisibility = next.columnVisibility
  }
  for (const id of new Set([...Object.keys(seen.filters), ...Object.keys(next.filters)])) {
    if ((next.filters[id] ?? '') === (seen.filters[id] ?? '')) continue
    const value = next.filters[id]
    if (value?.trim()) merged.filters[id] = value
    else delete merged.filters[id]
  }
  return merged
}
