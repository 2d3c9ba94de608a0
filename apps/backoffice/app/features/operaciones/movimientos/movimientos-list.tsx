// logistica-historico-movimientos: every movement of every asset, newest first, paged, sorted,
// filtered (tipo in its column; the asset, the obra and the days `f.desde`/`f.hasta` from the URL)
// and searched by the asset's código by the API, and exported as CSV or Excel with the visible
// columns. An asset's detail links here with `f.activoId`. Movements are append-only: no row
// action edits or deletes one (decision 027). A guía electrónica shows as "Guía electrónica N° 57"
// with its XML and PDF; a past despacho or retiro without one offers "Emitir guía electrónica"
// (decision 091).
import {
  type FilterOf,
  type listMovimientosRoute,
  type MovimientoRow,
  movimientoColumns,
  TIPO_MOVIMIENTO_LABEL,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { siiApi } from '@cordillera/data-client/sii'
import { href, routeByName } from '@cordillera/permissions'
import {
  DteBotones,
  type DteDescargas,
  ListScreen,
  type RelatedFilter,
  RowLink,
  tableColumns,
  useApi,
  useCan,
  useDteDescargas,
} from '@cordillera/portal/screens'
import { formatDateTime } from '@cordillera/ui/format'
import { useMemo } from 'react'
import { EstadoActivoBadge } from '../common/badges.tsx'
import { useEmitirGuiaElectronica } from './emitir-guia-electronica.tsx'

/** A movement's guía: its folio, or "Guía electrónica N° 57" with its XML and PDF. */
export function GuiaMovimiento({
  row,
  descargas,
}: {
  row: Pick<MovimientoRow, 'guiaDespacho' | 'guiaDte'>
  descargas: DteDescargas
}) {
  if (row.guiaDte) {
    const nombre = `guía electrónica N° ${row.guiaDte.folio}`
    return (
      <span className="inline-flex flex-wrap items-center gap-2" data-guia={row.guiaDte.folio}>
        <span className="whitespace-nowrap tabular-nums">
          Guía electrónica N° {row.guiaDte.folio}
        </span>
        <DteBotones documento={row.guiaDte} nombre={nombre} descargas={descargas} />
      </span>
    )
  }
  // A folio is a document's number, not a quantity: no thousands dot.
  return row.guiaDespacho === null ? null : <span className="tabular-nums">{row.guiaDespacho}</span>
}

type ActivoLink = (row: MovimientoRow) => string | undefined

function columnsFor(activoHref: ActivoLink, descargas: DteDescargas) {
  return tableColumns(movimientoColumns, {
    fecha: (row: MovimientoRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.fecha)}</span>
    ),
    activo: (row: MovimientoRow) => (
      <span className="whitespace-nowrap">
        <RowLink to={activoHref(row)}>{row.activo.codigo}</RowLink>
      </span>
    ),
    guiaDespacho: (row: MovimientoRow) => <GuiaMovimiento row={row} descargas={descargas} />,
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
  const descargas = useDteDescargas(siiApi(api).documentos)
  const columns = useMemo(
    () =>
      columnsFor(
        (row) => (canOpenActivo ? href('activos-detalle', { id: row.activo.id }) : undefined),
        descargas,
      ),
    [canOpenActivo, descargas],
  )
  const emitirGuia = useEmitirGuiaElectronica()
  return (
    <>
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
        rowActions={[emitirGuia.action]}
      />
      {emitirGuia.dialog}
    </>
  )
}
