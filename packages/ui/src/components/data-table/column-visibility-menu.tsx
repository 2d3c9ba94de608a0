// "Columnas": a menu of checkboxes to show or hide columns. It stays open while toggling several,
// and the last visible column cannot be hidden (an empty table would look broken).
import type { Table } from '@tanstack/react-table'
import { Columns3 } from 'lucide-react'
import { table as tableText } from '../../locale/es-cl/table.ts'
import { Button } from '../button.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../dropdown-menu.tsx'
import type { DataTableColumn } from './column.ts'

const text = tableText

export type ColumnVisibilityMenuProps<Row> = {
  table: Table<Row>
  columns: readonly DataTableColumn<Row>[]
}

export function ColumnVisibilityMenu<Row>({ table, columns }: ColumnVisibilityMenuProps<Row>) {
  const dataColumns = columns.flatMap((column) => {
    const tableColumn = table.getColumn(column.id)
    return tableColumn ? [{ column, tableColumn }] : []
  })
  const hideable = dataColumns.filter(({ tableColumn }) => tableColumn.getCanHide())
  if (hideable.length === 0) return null
  const visibleCount = dataColumns.filter(({ tableColumn }) => tableColumn.getIsVisible()).length

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          {text.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={text.columnsMenu} className="max-h-80">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {text.columnsMenu}
        </DropdownMenuLabel>
        {hideable.map(({ column, tableColumn }) => {
          const visible = tableColumn.getIsVisible()
          return (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={visible}
              disabled={visible && visibleCount <= 1}
              onCheckedChange={(checked) => tableColumn.toggleVisibility(checked)}
              // Keep the menu open: users usually change several columns at once.
              onSelect={(event) => event.preventDefault()}
            >
              {column.header}
            </DropdownMenuCheckboxItem>
          )
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
