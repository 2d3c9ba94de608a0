// Turns the page's column declarations into TanStack column definitions, adding the selection
// column (first) and the row-actions column (last) when they apply. The definitions carry no
// render functions: cells are drawn by render-cells.tsx with stable components, so a page passing
// a fresh columns array on each render never remounts open menus or focused checkboxes.
import type { ColumnDef } from '@tanstack/react-table'
import type { DataTableColumn } from './column.ts'

export const SELECT_COLUMN_ID = '__select'
export const ACTIONS_COLUMN_ID = '__actions'

export type BuildColumnsOptions<Row> = {
  columns: readonly DataTableColumn<Row>[]
  selectable: boolean
  withActions: boolean
}

export function buildColumns<Row>({
  columns,
  selectable,
  withActions,
}: BuildColumnsOptions<Row>): ColumnDef<Row>[] {
  const fixed = { enableSorting: false, enableHiding: false } as const
  return [
    ...(selectable ? [{ id: SELECT_COLUMN_ID, ...fixed }] : []),
    ...columns.map(
      (column): ColumnDef<Row> => ({
        id: column.id,
        accessorFn: (row: Row) => column.value(row),
        enableSorting: column.sortable ?? false,
        enableHiding: column.hideable ?? true,
      }),
    ),
    ...(withActions ? [{ id: ACTIONS_COLUMN_ID, ...fixed }] : []),
  ]
}
