// The list of every back-office screen, on TanStack Table: the API pages, sorts and filters (lists
// reach 100.000 rows), so this component only shows one page and proposes state changes. The page
// owns the state (usually in the URL, see @cordillera/portal's useUrlTableState), passes the rows,
// the server's total and whether it is loading, and the session's `can(key)` for row actions.
import {
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import type { ExportFormat } from '../../lib/export/file-name.ts'
import { table as tableText } from '../../locale/es-cl/table.ts'
import { Button } from '../button.tsx'
import { EmptyState } from '../empty-state.tsx'
import { buildColumns } from './build-columns.ts'
import { CardList } from './card-list.tsx'
import { type DataTableColumn, isColumnVisible, normalizeVisibility } from './column.ts'
import { DesktopTable } from './desktop-table.tsx'
import type { ExportFile } from './export-buttons.tsx'
import { DataTableFooter } from './footer.tsx'
import { cellRenderers } from './render-cells.tsx'
import { type CanCheck, permittedActions, type RowAction } from './row-actions.tsx'
import {
  type DataTableState,
  hasQuery,
  type PageSize,
  pageCountOf,
  queryKeyOf,
} from './table-state.ts'
import { DataTableToolbar } from './toolbar.tsx'

export type { CellValue, ColumnFilter, DataTableColumn } from './column.ts'
export type { ExportedFile, ExportFile, ExportRequest } from './export-buttons.tsx'
export type { CanCheck, RowAction } from './row-actions.tsx'
export {
  type DataTableSort,
  type DataTableState,
  DEFAULT_PAGE_SIZE,
  defaultTableState,
  hasQuery,
  PAGE_SIZE_OPTIONS,
  type PageSize,
} from './table-state.ts'

const text = tableText

/** Skeleton rows drawn while loading: enough to fill the view, never thousands for "Todas". */
const MAX_SKELETON_ROWS = 10

export type DataTableProps<Row> = {
  /** Accessible name of the list (table caption, card list label), e.g. "Obras". */
  label: string
  /** Keep the array stable (a module constant or useMemo): a new one rebuilds the table model. */
  columns: readonly DataTableColumn<Row>[]
  /** The current page of rows, as the API returned it (already sorted and filtered). */
  rows: readonly Row[]
  /** How many rows match on the server (all pages). */
  total: number
  /** Stable id of a row (selection and React keys). */
  getRowId: (row: Row) => string
  state: DataTableState
  onStateChange: (next: DataTableState) => void
  isLoading?: boolean

  /** Per-row actions; only those whose key `can` grants (or whose key is `''`) are rendered. */
  rowActions?: readonly RowAction<Row>[]
  /** The session's permission check. Without it only actions with an empty key show. */
  can?: CanCheck
  /** How a row is named to assistive technology ("Acciones de <rowLabel>"). */
  rowLabel?: (row: Row) => string

  /** Adds the checkbox column ("select all" selects the rows of this page). */
  selectable?: boolean
  /** Called with the selected rows whenever the selection changes (it empties when the query does). */
  onSelectionChange?: (rows: Row[]) => void
  /** Bulk actions shown in the toolbar while rows are selected. */
  selectionActions?: (rows: Row[]) => ReactNode

  /** The page's own buttons, at the end of the toolbar (e.g. "Nueva obra"). */
  toolbarActions?: ReactNode
  searchPlaceholder?: string
  /**
   * Offers "Exportar CSV" and "Exportar Excel": the file of the whole list (its search, filters
   * and sort) with the visible columns, e.g. from the list's export route. No buttons without it.
   */
  exportFile?: ExportFile<Row> | undefined
  /** The formats offered (default CSV and Excel). */
  exportFormats?: readonly ExportFormat[]
  /** Offered under "Sin datos disponibles", e.g. a "Crear obra" button. */
  emptyAction?: ReactNode
  className?: string
}

const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater

export function DataTable<Row>({
  label,
  columns,
  rows,
  total,
  getRowId,
  state,
  onStateChange,
  isLoading = false,
  rowActions = [],
  can,
  rowLabel = () => text.rowFallback,
  selectable = false,
  onSelectionChange,
  selectionActions,
  toolbarActions,
  searchPlaceholder,
  exportFile,
  exportFormats,
  emptyAction,
  className,
}: DataTableProps<Row>) {
  const actions = permittedActions(rowActions, can)
  const columnsById = new Map(columns.map((column) => [column.id, column]))

  const update = (patch: Partial<DataTableState>) => onStateChange({ ...state, ...patch })
  // A new search, filter, sort or page size makes the old page number meaningless.
  const requery = (patch: Partial<DataTableState>) => update({ ...patch, page: 1 })

  // The selection belongs to the rows on screen: a new page, sort or filter starts it empty, so a
  // bulk action never touches rows the user can no longer see.
  const queryKey = queryKeyOf(state)
  const [selection, setSelection] = useState<{ key: string; ids: RowSelectionState }>({
    key: queryKey,
    ids: {},
  })
  const rowSelection = selection.key === queryKey ? selection.ids : {}

  const sorting: SortingState = state.sort ? [{ id: state.sort.id, desc: state.sort.desc }] : []
  const columnVisibility: VisibilityState = Object.fromEntries(
    columns.map((column) => [column.id, isColumnVisible(column, state.columnVisibility)]),
  )

  // TanStack rebuilds its row model when the definitions change: keep them as stable as `columns`.
  const withActions = actions.length > 0
  const definitions = useMemo(
    () => buildColumns({ columns, selectable, withActions }),
    [columns, selectable, withActions],
  )

  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: definitions,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enableMultiSort: false,
    enableSortingRemoval: true,
    // Ascending first for every column (TanStack would start numbers descending).
    sortDescFirst: false,
    enableRowSelection: selectable,
    state: {
      sorting,
      columnVisibility,
      rowSelection,
      globalFilter: state.search,
      columnFilters: Object.entries(state.filters).map(([id, value]) => ({ id, value })),
      pagination: {
        pageIndex: state.page - 1,
        pageSize: state.pageSize === 'all' ? Math.max(total, rows.length, 1) : state.pageSize,
      },
    },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting)
      requery({ sort: first ? { id: first.id, desc: first.desc } : null })
    },
    onColumnVisibilityChange: (updater) =>
      update({
        columnVisibility: normalizeVisibility(columns, resolve(updater, columnVisibility)),
      }),
    onRowSelectionChange: (updater) =>
      setSelection({ key: queryKey, ids: resolve(updater, rowSelection) }),
  })

  const selectedRows = selectable ? table.getSelectedRowModel().rows.map((row) => row.original) : []

  // Tell the page when the set of selected rows changes (including when a new query empties it);
  // compared by ids so a re-render with the same selection stays silent.
  const notified = useRef('')
  useEffect(() => {
    const ids = selectedRows.map(getRowId).join('\n')
    if (ids === notified.current) return
    notified.current = ids
    onSelectionChange?.(selectedRows)
  })

  // A page past the end (a stale link, the last row of the last page deleted) would show an empty
  // page under a "1.234 rows" footer: move to the last page that exists instead.
  const pageCount = pageCountOf(total, state.pageSize)
  useEffect(() => {
    if (!isLoading && total > 0 && state.page > pageCount)
      onStateChange({ ...state, page: pageCount })
  })

  const render = cellRenderers({ table, columnsById, actions, rowLabel, isLoading })
  const skeletonRows = Math.min(
    state.pageSize === 'all' ? MAX_SKELETON_ROWS : state.pageSize,
    MAX_SKELETON_ROWS,
  )
  const layout = { table, label, columnsById, render, isLoading, skeletonRows }
  const narrowed = hasQuery(state)
  const empty = !isLoading && rows.length === 0

  const exportColumns = columns.filter(
    (column) => column.exportable !== false && columnVisibility[column.id],
  )

  // One column that may shrink (minmax(0,1fr)): a wide table scrolls inside its box, not the page.
  return (
    <div data-slot="data-table" className={cn('grid grid-cols-1 gap-3', className)}>
      <DataTableToolbar
        table={table}
        columns={columns}
        search={state.search}
        onSearchChange={(search) => requery({ search })}
        searchPlaceholder={searchPlaceholder}
        filters={state.filters}
        onFilterChange={(id, value) => {
          const { [id]: _previous, ...others } = state.filters
          requery({ filters: value === '' ? others : { ...others, [id]: value } })
        }}
        sort={state.sort}
        onSortChange={(sort) => requery({ sort })}
        exporting={
          exportFile
            ? {
                exportFile,
                columns: exportColumns,
                formats: exportFormats,
                disabled: isLoading || total === 0,
              }
            : undefined
        }
        selection={
          selectable
            ? { count: selectedRows.length, actions: selectionActions?.(selectedRows) }
            : undefined
        }
        actions={toolbarActions}
      />

      <div className="md:rounded-md md:border">
        <DesktopTable {...layout} />
        <CardList {...layout} />
        {/* One live region for both layouts: "Cargando…", then the empty or no-match message. */}
        <div role="status">
          {isLoading ? <span className="sr-only">{text.loading}</span> : null}
          {empty ? (
            <EmptyState
              title={narrowed ? text.noMatch : text.empty}
              action={
                narrowed ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => requery({ search: '', filters: {} })}
                  >
                    {text.clearQuery}
                  </Button>
                ) : (
                  emptyAction
                )
              }
            />
          ) : null}
        </div>
      </div>

      <DataTableFooter
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        disabled={isLoading}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize: PageSize) => requery({ pageSize })}
      />
    </div>
  )
}
