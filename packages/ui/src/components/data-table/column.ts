// How a page declares a DataTable column: one object gives the header, the plain value (shown,
// exported, and shown on the mobile cards), an optional custom cell, and whether the server may
// sort or filter by it. The id is the name the API knows the field by (sort and filter keys).
import type { ReactNode } from 'react'
import type { ExportValue } from '../../lib/export/export-column.ts'

export type CellValue = ExportValue

export type ColumnFilter =
  | { type: 'text'; placeholder?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[] }

export type DataTableColumn<Row> = {
  /** The API's field name: used in `sort`, `filters`, `columnVisibility` and the URL. */
  id: string
  /** Spanish label: column header, card label, column menu and export header. */
  header: string
  /** The plain value; shown when there is no `cell`, and what the exports write. */
  value: (row: Row) => CellValue
  /** Custom rendering (badges, links…); the exports still use `value`. */
  cell?: (row: Row) => ReactNode
  /** The server can sort by this column. */
  sortable?: boolean
  filter?: ColumnFilter
  /** Whether the column menu may hide it (default true). */
  hideable?: boolean
  /** Hidden until the user shows it from the column menu. */
  defaultHidden?: boolean
  /** Leave it out of CSV/XLSX exports (default: exported). */
  exportable?: boolean
  /** Numbers and amounts read better aligned to the end. */
  align?: 'start' | 'center' | 'end'
}

/** Visible unless the state says otherwise or the column starts hidden. */
export function isColumnVisible<Row>(
  column: DataTableColumn<Row>,
  visibility: Record<string, boolean>,
): boolean {
  return visibility[column.id] ?? !column.defaultHidden
}

/** Keeps only the choices that differ from each column's default, so URLs stay short. */
export function normalizeVisibility<Row>(
  columns: readonly DataTableColumn<Row>[],
  visibility: Record<string, boolean>,
): Record<string, boolean> {
  const normalized: Record<string, boolean> = {}
  for (const column of columns) {
    const shown = visibility[column.id]
    if (shown !== undefined && shown === Boolean(column.defaultHidden))
      normalized[column.id] = shown
  }
  return normalized
}

export const alignClass = { start: 'text-left', center: 'text-center', end: 'text-right' } as const
