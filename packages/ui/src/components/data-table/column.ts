// How a page declares a DataTable column: a list's column definition (contracts' `defineColumns`:
// id, header, the plain value that is shown, exported and shown on the mobile cards, and whether
// the server may sort or filter by it) plus what only a screen needs: a custom cell (links,
// badges). The id is the name the API knows the field by (sort and filter keys).
import type { AnyListColumn, ColumnFilter } from '@cordillera/contracts'
import type { ReactNode } from 'react'
import type { ExportValue } from '../../lib/export/export-column.ts'

export type CellValue = ExportValue
export type { ColumnFilter }

export type DataTableColumn<Row> = Omit<AnyListColumn<Row>, 'value'> & {
  /** The plain value; shown when there is no `cell`, and what an export writes. */
  value: (row: Row) => CellValue
  /** Custom rendering (badges, links…); exports still use `value`. */
  cell?: (row: Row) => ReactNode
  /** Leave it out of exports (default: exported), e.g. a column of buttons. */
  exportable?: boolean
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
