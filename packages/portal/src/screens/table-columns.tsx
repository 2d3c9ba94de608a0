// A list's table columns, derived from its one column definition in contracts (the
// same the API's export writes): the screen adds only presentation, e.g. the name linking to its
// screen, the state as a badge, a RUT that never wraps. And the export buttons' call: the list's
// export route with the table's query, format and visible columns (docs/decisions/011).
import type { AnyListColumn, ExportFormat } from '@cordillera/contracts'
import type { DownloadedFile } from '@cordillera/data-client'
import type { DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ActivoBadge } from './screen-parts.tsx'

export const linkClass = 'underline-offset-4 hover:underline'

type Cell<Row> = (row: Row) => ReactNode
/** What an export asks, whatever the row: a DataTable's `exportFile` of any list accepts it. */
type ExportRequest = { format: ExportFormat; columns: readonly { id: string }[] }

/**
 * The table's columns: the list's definition, with `cells` drawing some of them (by column id:
 * one the list lacks fails typecheck) and `extra` columns only the screen has (a button per row,
 * left out of the export).
 */
export function tableColumns<Row, Id extends string>(
  columns: readonly AnyListColumn<Row, Id>[],
  cells: Partial<Record<Id, Cell<Row>>> = {},
  extra: readonly DataTableColumn<Row>[] = [],
): DataTableColumn<Row>[] {
  for (const id of Object.keys(cells)) {
    if (!columns.some((column) => column.id === id)) throw new Error(`No hay columna ${id}`)
  }
  return [
    ...columns.map((column) => {
      const style = nowrap[column.id]
      const cell = cells[column.id] ?? (style ? nowrapCell(column, style) : undefined)
      return cell ? { ...column, cell } : column
    }),
    ...extra,
  ]
}

// Columns every list draws the same way when it has them: a RUT or a date never wraps.
const nowrap: Record<string, string> = {
  rut: 'whitespace-nowrap tabular-nums',
  codigo: 'whitespace-nowrap tabular-nums',
  telefono: 'whitespace-nowrap',
  fechaInicio: 'whitespace-nowrap',
  fechaTermino: 'whitespace-nowrap',
  creadoEn: 'whitespace-nowrap',
  actualizadoEn: 'whitespace-nowrap',
}

/** The row's name linking to `to(row)` (plain text when it gives null). */
export function linkCell<Row>(name: (row: Row) => string, to: (row: Row) => string | null) {
  return (row: Row) => {
    const target = to(row)
    return target ? (
      <Link to={target} className={`font-medium ${linkClass}`}>
        {name(row)}
      </Link>
    ) : (
      <span className="font-medium">{name(row)}</span>
    )
  }
}

/** Active or not as a badge. */
export function activoCell<Row>(of: (row: Row) => boolean, { femenino = false } = {}) {
  return (row: Row) => <ActivoBadge activo={of(row)} femenino={femenino} />
}

/** A value that should not wrap (phones, codes, dates). */
export function nowrapCell<Row>(column: AnyListColumn<Row>, className = 'whitespace-nowrap') {
  return (row: Row) => <span className={className}>{column.value(row)}</span>
}

/**
 * The export buttons' call: the list's export route (`comercialApi(api).obras.export`) with the
 * table's query (useListScreen's `exportQuery`), the chosen format and the visible columns.
 */
export function exportWith<Q>(
  exportRoute: (query: Q) => Promise<DownloadedFile>,
  query: object,
): (request: ExportRequest) => Promise<DownloadedFile> {
  return ({ format, columns }) =>
    // The table's sort and filters are text until the API checks them (a 400 names what is wrong).
    exportRoute({
      ...query,
      format,
      columns: columns.map((column) => column.id).join(','),
    } as Q)
}
