// What each header and cell of a DataTable shows, for both layouts (table and cards): the sort
// button, the selection checkboxes, the row-actions menu and the data cells.
import type { Cell, Header, Table } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { table as tableText } from '../../locale/es-cl/table.ts'
import { Checkbox } from '../checkbox.tsx'
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './build-columns.ts'
import type { DataTableColumn } from './column.ts'
import { displayValue } from './display-value.ts'
import { actionsForRow, type RowAction, RowActionsMenu } from './row-actions.tsx'
import { SortButton } from './sort-button.tsx'

const text = tableText

export type CellRenderers<Row> = {
  header: (header: Header<Row, unknown>) => ReactNode
  cell: (cell: Cell<Row, unknown>) => ReactNode
}

/** What both layouts of the rows (the desktop table and the phone cards) are given. */
export type RowsLayoutProps<Row> = {
  table: Table<Row>
  label: string
  columnsById: ReadonlyMap<string, DataTableColumn<Row>>
  render: CellRenderers<Row>
  isLoading: boolean
  skeletonRows: number
}

/** A data column's content: its custom cell or its formatted plain value. */
export function renderValue<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : displayValue(column.value(row))
}

export type CellRenderersOptions<Row> = {
  table: Table<Row>
  columnsById: ReadonlyMap<string, DataTableColumn<Row>>
  /** Already filtered by permission. */
  actions: readonly RowAction<Row>[]
  rowLabel: (row: Row) => string
  isLoading: boolean
}

export function cellRenderers<Row>({
  table,
  columnsById,
  actions,
  rowLabel,
  isLoading,
}: CellRenderersOptions<Row>): CellRenderers<Row> {
  return {
    header: ({ column }) => {
      if (column.id === SELECT_COLUMN_ID) {
        return (
          <Checkbox
            aria-label={text.selectAll}
            checked={
              table.getIsAllPageRowsSelected()
                ? true
                : table.getIsSomePageRowsSelected()
                  ? 'indeterminate'
                  : false
            }
            disabled={isLoading || table.getRowModel().rows.length === 0}
            onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
          />
        )
      }
      if (column.id === ACTIONS_COLUMN_ID)
        return <span className="sr-only">{text.actionsColumn}</span>
      const declared = columnsById.get(column.id)
      if (!declared) return null
      return column.getCanSort() ? (
        <SortButton
          label={declared.header}
          direction={column.getIsSorted()}
          onClick={(event) => column.getToggleSortingHandler()?.(event)}
        />
      ) : (
        declared.header
      )
    },
    cell: ({ column, row }) => {
      if (column.id === SELECT_COLUMN_ID) {
        return (
          <Checkbox
            aria-label={text.selectRow(rowLabel(row.original))}
            checked={row.getIsSelected()}
            onCheckedChange={(checked) => row.toggleSelected(checked === true)}
          />
        )
      }
      if (column.id === ACTIONS_COLUMN_ID) {
        return (
          <RowActionsMenu
            row={row.original}
            actions={actionsForRow(actions, row.original)}
            label={text.rowActions(rowLabel(row.original))}
          />
        )
      }
      const declared = columnsById.get(column.id)
      return declared ? renderValue(declared, row.original) : null
    },
  }
}
