// logistica-historico-movimientos: every movement of every asset, newest first, paged, sorted,
// filtered (tipo in its column; the asset, the obra and the days `f.desde`/`f.hasta` from the URL)
// and searched by the asset's código by the API, and exported as CSV or Excel with the visible
// columns. An asset's detail links here with `f.activoId`. Movements are append-only: no row
// action edits or deletes one (decision 027).
import {
  type FilterOf,
  type listMovimientosRoute,
  type MovimientoRow,
  movimientoColumns,
  TIPO_MOVIMIENTO_LABEL,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName } from '@cordillera/permissions'
import {
  ListScreen,
  type RelatedFilter,
  RowLink,
  tableColumns,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { formatDateTime } from '@cordillera/ui/format'
import { useMemo } from 'react'
import { EstadoActivoBadge } from '../common/badges.tsx'

type ActivoLink = (row: MovimientoRow) => string | undefined

function columnsFor(activoHref: ActivoLink) {
  return tableColumns(movimientoColumns, {
    fecha: (row: MovimientoRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.fecha)}</span>
    ),
    activo: (row: MovimientoRow) => (
      <span className="whitespace-nowrap">
        <RowLink to={activoHref(row)}>{row.activo.codigo}</RowLink>
      </span>
    ),
    // A folio is a document's number, not a quantity: no thousands dot.
    guiaDespacho: (row: MovimientoRow) =>
      row.guiaDespacho === null ? null : <span className="tabular-nums">{row.guiaDespacho}</span>,
    estadoResultante: (row: MovimientoRow) => <EstadoActivoBadge estado={row.estadoResultante} />,
  })
}

const owners = (
  api: Connection,
): RelatedFilter<MovimientoRow, FilterOf<typeof listMovimientosRoute>>[] => [
  {
    filter: 'activoId',
    prefix: 'Movimientos de',
    fallback: 'el activo elegido',
    nameInRow: (row, id) => (row.activo.id === id ? row.activo.codigo : undefined),
    name: operacionesQueries(api).activos.name,
  },
]

export default function MovimientosList() {
  const api = useApi()
  const canOpenActivo = useCan()(routeByName('activos-detalle').key)
  const columns = useMemo(
    () =>
      columnsFor((row) =>
        canOpenActivo ? href('activos-detalle', { id: row.activo.id }) : undefined,
      ),
    [canOpenActivo],
  )
  return (
    <ListScreen
      queries={operacionesQueries(api).movimientos}
      defaults={{ sort: { id: 'fecha', desc: true } }}
      title="Histórico de movimientos"
      description="Cada despacho, retiro, traslado y paso por taller de los activos, del más reciente al más antiguo."
      label="Movimientos"
      columns={columns}
      rowLabel={(row) => `${row.activo.codigo} ${TIPO_MOVIMIENTO_LABEL[row.tipo]}`}
      searchPlaceholder="Buscar por código del activo"
      related={owners(api)}
      // The history has no export key of its own: whoever reads it may take it away.
      export={{ call: operacionesApi(api).movimientos.export }}
    />
  )
}
