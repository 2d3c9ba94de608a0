// A list's column filters beside the API's: `withSelectFilters` gives the named columns a select
// of choices the screen knows (the asset list's tipos and marcas from GET /v1/activos/opciones, the
// reports' equipos and obras seen so far), not the column definition. `filtersByColumn` answers a
// list that filters some columns by a related row's id: the asset list's Tipo column by
// `tipoActivoId`, Marca by `marcaId`, Flota by `flotaId`. The table keys a filter by its column's
// id, the URL and the API by the route's filter name (what a tipo's or flota's detail links with),
// so the table sees the column ids and every change goes back to the URL under the filter names.
import type { ColumnFilter, DataTableColumn } from '@cordillera/ui/components/data-table/data-table'

type WithFilters = { filters: Record<string, string> }

const renamed = (filters: Record<string, string>, names: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [names[name] ?? name, value]))

/**
 * The table's state and its change handler with the filters under column ids: `filterOfColumn`
 * maps a column id to the route's filter name (`{ tipoActivo: 'tipoActivoId' }`).
 */
export function filtersByColumn<S extends WithFilters>(
  table: { state: S; onStateChange: (next: S) => void },
  filterOfColumn: Readonly<Record<string, string>>,
): { state: S; onStateChange: (next: S) => void } {
  const columnOfFilter = Object.fromEntries(
    Object.entries(filterOfColumn).map(([column, filter]) => [filter, column]),
  )
  return {
    state: { ...table.state, filters: renamed(table.state.filters, columnOfFilter) },
    onStateChange: (next) =>
      table.onStateChange({ ...next, filters: renamed(next.filters, filterOfColumn) }),
  }
}

/** The columns, those named in `options` with a select filter of those options. */
export function withSelectFilters<Row>(
  columns: readonly DataTableColumn<Row>[],
  options: Readonly<Record<string, readonly { value: string; label: string }[] | undefined>>,
): DataTableColumn<Row>[] {
  return columns.map((column) => {
    const choices = options[column.id]
    if (!choices) return column
    const filter: ColumnFilter = { type: 'select', options: choices }
    return { ...column, filter }
  })
}
