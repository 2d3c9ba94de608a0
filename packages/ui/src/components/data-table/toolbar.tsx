// The row above a list: search, column filters and the mobile sort on the left; the selection's
// actions, the column menu, the exports and the page's own buttons on the right.
import type { Table } from '@tanstack/react-table'
import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ExportFormat } from '../../lib/export/file-name.ts'
import { table as tableText } from '../../locale/es-cl/table.ts'
import type { DataTableColumn } from './column.ts'
import { ColumnFilters } from './column-filters.tsx'
import { ColumnVisibilityMenu } from './column-visibility-menu.tsx'
import { DebouncedInput } from './debounced-input.tsx'
import { ExportButtons, type ExportFile } from './export-buttons.tsx'
import { MobileSort } from './mobile-sort.tsx'
import type { DataTableSort } from './table-state.ts'

const text = tableText

export type DataTableToolbarProps<Row> = {
  table: Table<Row>
  columns: readonly DataTableColumn<Row>[]
  search: string
  onSearchChange: (search: string) => void
  searchPlaceholder?: string | undefined
  filters: Record<string, string>
  onFilterChange: (columnId: string, value: string) => void
  sort: DataTableSort | null
  onSortChange: (sort: DataTableSort | null) => void
  /** Export settings; no export buttons without them. */
  exporting?:
    | {
        exportFile: ExportFile<Row>
        /** The visible columns, in order: what the file holds. */
        columns: readonly DataTableColumn<Row>[]
        formats?: readonly ExportFormat[] | undefined
        disabled: boolean
      }
    | undefined
  /** Shown when rows are selected: "3 filas seleccionadas" and the page's bulk actions. */
  selection?: { count: number; actions: ReactNode } | undefined
  actions?: ReactNode
}

export function DataTableToolbar<Row>({
  table,
  columns,
  search,
  onSearchChange,
  searchPlaceholder,
  filters,
  onFilterChange,
  sort,
  onSortChange,
  exporting,
  selection,
  actions,
}: DataTableToolbarProps<Row>) {
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex flex-1 flex-wrap items-center gap-2">
        <div className="relative w-full sm:w-64">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <DebouncedInput
            type="search"
            aria-label={text.search}
            placeholder={searchPlaceholder ?? text.searchPlaceholder}
            value={search}
            onCommit={onSearchChange}
            className="pl-8"
          />
        </div>
        <ColumnFilters columns={columns} filters={filters} onFilterChange={onFilterChange} />
        <MobileSort columns={columns} sort={sort} onSortChange={onSortChange} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {selection ? (
          // Always present so screen readers hear the count change as rows are ticked.
          <span aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {selection.count > 0 ? text.selectedCount(selection.count) : ''}
          </span>
        ) : null}
        {selection && selection.count > 0 ? selection.actions : null}
        <ColumnVisibilityMenu table={table} columns={columns} />
        {exporting ? (
          <ExportButtons
            exportFile={exporting.exportFile}
            columns={exporting.columns}
            formats={exporting.formats}
            disabled={exporting.disabled}
          />
        ) : null}
        {actions}
      </div>
    </div>
  )
}
