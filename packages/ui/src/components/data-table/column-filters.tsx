// The per-column filters a page declares in its column defs: a debounced text box or a select with
// "Todos" first. Each control is named "Filtrar por <columna>" for assistive technology.
import { table as tableText } from '../../locale/es-cl/table.ts'
import type { DataTableColumn } from './column.ts'
import { DebouncedInput } from './debounced-input.tsx'
import { NativeSelect } from './native-select.tsx'

const text = tableText

export type ColumnFiltersProps<Row> = {
  columns: readonly DataTableColumn<Row>[]
  filters: Record<string, string>
  /** `''` clears the filter. */
  onFilterChange: (columnId: string, value: string) => void
}

export function ColumnFilters<Row>({ columns, filters, onFilterChange }: ColumnFiltersProps<Row>) {
  return columns.map((column) => {
    const filter = column.filter
    if (!filter) return null
    const value = filters[column.id] ?? ''
    const label = text.filterBy(column.header)
    return filter.type === 'select' ? (
      <NativeSelect
        key={column.id}
        aria-label={label}
        value={value}
        onChange={(event) => onFilterChange(column.id, event.target.value)}
        // Wide enough for a choice like "Vencidos o por vencer" (a cut-off one reads as another),
        // but a list of long names (proveedores) does not stretch the toolbar.
        className="w-full sm:w-auto sm:min-w-44 sm:max-w-60"
      >
        <option value="">{`${column.header}: ${text.filterAll}`}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    ) : (
      <DebouncedInput
        key={column.id}
        type="search"
        aria-label={label}
        placeholder={filter.placeholder ?? column.header}
        value={value}
        onCommit={(next) => onFilterChange(column.id, next)}
        className="w-full sm:w-44"
      />
    )
  })
}
