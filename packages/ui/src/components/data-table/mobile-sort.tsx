// On phones the rows are cards, without headers to click: this select offers the same sorts
// ("Nombre ascendente", "Nombre descendente"…). Hidden from the md breakpoint up.
import { table as tableText } from '../../locale/es-cl/table.ts'
import type { DataTableColumn } from './column.ts'
import { NativeSelect } from './native-select.tsx'
import type { DataTableSort } from './table-state.ts'

const text = tableText

export type MobileSortProps<Row> = {
  columns: readonly DataTableColumn<Row>[]
  sort: DataTableSort | null
  onSortChange: (sort: DataTableSort | null) => void
}

export function MobileSort<Row>({ columns, sort, onSortChange }: MobileSortProps<Row>) {
  const sortable = columns.filter((column) => column.sortable)
  if (sortable.length === 0) return null
  const value = sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : ''
  return (
    <NativeSelect
      aria-label={text.sortBy}
      value={value}
      onChange={(event) => {
        const [id, direction] = event.target.value.split(':')
        onSortChange(id ? { id, desc: direction === 'desc' } : null)
      }}
      className="w-full md:hidden"
    >
      <option value="">{text.noSort}</option>
      {sortable.flatMap((column) => [
        <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
          {text.sortOption(column.header, false)}
        </option>,
        <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
          {text.sortOption(column.header, true)}
        </option>,
      ])}
    </NativeSelect>
  )
}
