// The DataTable columns every commercial list shares: the RUT (formatted, never wrapped), the
// row's name linking to its screen, the region filter, the active/inactive state with its filter
// and the last change. Ids are the API's sort and filter names.

import { formatRut, regiones, regionPorCodigo } from '@cordillera/contracts'
import { ActivoBadge } from '@cordillera/portal/screens'
import type { DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import { formatDateTime } from '@cordillera/ui/format'
import { Link } from 'react-router'

export const linkClass = 'underline-offset-4 hover:underline'

export function rutColumn<Row extends { rut: string }>(): DataTableColumn<Row> {
  return {
    id: 'rut',
    header: 'RUT',
    value: (row) => formatRut(row.rut),
    cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatRut(row.rut)}</span>,
    sortable: true,
    hideable: false,
  }
}

/** The row's name, sortable, linking to `href(row)` (no link when it gives null). */
export function nameColumn<Row>({
  id,
  header,
  value,
  href,
}: {
  id: string
  header: string
  value: (row: Row) => string
  href: (row: Row) => string | null
}): DataTableColumn<Row> {
  return {
    id,
    header,
    value,
    cell: (row) => {
      const to = href(row)
      return to ? (
        <Link to={to} className={`font-medium ${linkClass}`}>
          {value(row)}
        </Link>
      ) : (
        <span className="font-medium">{value(row)}</span>
      )
    },
    sortable: true,
    hideable: false,
  }
}

export function regionColumn<Row extends { region: string }>(): DataTableColumn<Row> {
  return {
    id: 'region',
    header: 'Región',
    value: (row) => regionPorCodigo(row.region)?.nombre ?? row.region,
    defaultHidden: true,
    filter: {
      type: 'select',
      options: regiones.map((region) => ({ value: region.codigo, label: region.nombre })),
    },
  }
}

/** Active or not, filterable; `id` is the API's filter (`activo`, or `activa` of obras). */
export function activoColumn<Row>(
  id: string,
  of: (row: Row) => boolean,
  { femenino = false } = {},
): DataTableColumn<Row> {
  const [si, no] = femenino ? ['Activa', 'Inactiva'] : ['Activo', 'Inactivo']
  return {
    id,
    header: 'Estado',
    value: (row) => (of(row) ? si : no),
    cell: (row) => <ActivoBadge activo={of(row)} femenino={femenino} />,
    filter: {
      type: 'select',
      options: [
        { value: 'true', label: si },
        { value: 'false', label: no },
      ],
    },
  }
}

export function modificadoColumn<Row extends { actualizadoEn: string }>(
  header = 'Modificado',
): DataTableColumn<Row> {
  return {
    id: 'actualizadoEn',
    header,
    value: (row) => formatDateTime(row.actualizadoEn),
    sortable: true,
    defaultHidden: true,
  }
}
