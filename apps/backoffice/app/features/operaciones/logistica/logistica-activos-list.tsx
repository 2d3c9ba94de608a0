// logistica-activos: where every asset is, since when, and the movement that left it there;
// paged, sorted (código, estado, since when), filtered (estado, tipo, flota in their columns; the
// obra from the URL, `f.obraId`, which an obra's cell and the fleet's summary link with) and
// searched by código by the API. Each row leads to the asset's detail and offers "Registrar
// movimiento" to whoever may record one.
import {
  type FilterOf,
  type LogisticaActivoRow,
  type listLogisticaActivosRoute,
  logisticaActivoColumns,
  TIPO_MOVIMIENTO_LABEL,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import {
  ListScreen,
  listFilterQuery,
  type RelatedFilter,
  tableColumns,
  useApi,
} from '@cordillera/portal/screens'
import { formatDateTime } from '@cordillera/ui/format'
import { Link } from 'react-router'
import { EstadoActivoBadge } from '../common/badges.tsx'
import { codigoCell, useListaDeActivos } from './lista-de-activos.ts'

/** The list filtered by one obra: what an obra's cell links to. */
export const logisticaDeObra = (obraId: string) =>
  href('logistica-activos', {}, listFilterQuery<typeof listLogisticaActivosRoute>({ obraId }))

function columnsFor(canOpenActivo: boolean) {
  return tableColumns(logisticaActivoColumns, {
    codigo: codigoCell<LogisticaActivoRow>(canOpenActivo),
    estado: (row: LogisticaActivoRow) => <EstadoActivoBadge estado={row.estado} />,
    estadoDesde: (row: LogisticaActivoRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.estadoDesde)}</span>
    ),
    obraActual: (row: LogisticaActivoRow) =>
      row.obraActual ? (
        <Link
          to={logisticaDeObra(row.obraActual.id)}
          className="underline-offset-4 hover:underline"
          title="Ver los activos de esta obra"
        >
          <span className="whitespace-nowrap tabular-nums">{row.obraActual.codigo}</span>{' '}
          {row.obraActual.nombre}
        </Link>
      ) : null,
    ultimoMovimiento: (row: LogisticaActivoRow) =>
      row.ultimoMovimiento ? (
        <span className="grid">
          <span>{TIPO_MOVIMIENTO_LABEL[row.ultimoMovimiento.tipo]}</span>
          <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums">
            {formatDateTime(row.ultimoMovimiento.fecha)}
          </span>
        </span>
      ) : (
        <span className="text-muted-foreground">Sin movimientos</span>
      ),
    // A folio is a document's number, not a quantity: no thousands dot.
    guiaDespacho: (row: LogisticaActivoRow) =>
      row.ultimoMovimiento?.guiaDespacho == null ? null : (
        <span className="tabular-nums">{row.ultimoMovimiento.guiaDespacho}</span>
      ),
  })
}

const owners = (
  api: Connection,
): RelatedFilter<LogisticaActivoRow, FilterOf<typeof listLogisticaActivosRoute>>[] => [
  {
    filter: 'obraId',
    prefix: 'Activos en la obra',
    fallback: 'elegida',
    nameInRow: (row, id) =>
      row.obraActual?.id === id ? `${row.obraActual.codigo} ${row.obraActual.nombre}` : undefined,
    // When no row names it (no asset is there now): the obra's detail, which only who may read
    // obras gets; anyone else reads the fallback.
    name: comercialQueries(api).obras.name,
  },
]

const activoOf = (row: LogisticaActivoRow) => row

export default function LogisticaActivosList() {
  const api = useApi()
  const activos = useListaDeActivos({
    queries: operacionesQueries(api).logisticaActivos,
    sort: { id: 'codigo', desc: false },
    columnsFor,
    activoOf,
  })
  return (
    <ListScreen
      {...activos}
      title="Logística de activos"
      description="Dónde está cada activo, desde cuándo y el movimiento que lo dejó ahí."
      label="Activos"
      related={owners(api)}
    />
  )
}
