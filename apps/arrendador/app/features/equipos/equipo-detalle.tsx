// One of the lessor's assets (`?id=`): where it is, its hour meter and this month's hours, its
// movements (with the guía's folio) and its documents by expiry. Another lessor's asset answers
// 404 like a missing one.
import {
  type EquipoDetail,
  LUGAR_MOVIMIENTO_LABEL,
  type LugarMovimiento,
  type MovimientoEquipo,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  TIPO_MOVIMIENTO_LABEL,
  type TipoDocumentoActivo,
} from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import {
  DetailScreen,
  estadoItem,
  ItemsCard,
  useApi,
  VencimientoBadge,
} from '@cordillera/portal/screens'
import { formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'

export function EquipoDetalle({ id }: { id: string }) {
  const api = useApi()
  return (
    <DetailScreen
      id={id}
      entity={arrendadorQueries(api).equipos}
      thing="El equipo"
      list="arrendador-equipos"
      backLink
      title={(equipo) => `${equipo.codigo} · ${equipo.tipoActivo}`}
      description={(equipo) => `${equipo.marca} ${equipo.modelo} (${equipo.anio})`}
      fields={{
        tracking: false,
        items: (equipo) => [
          estadoItem(equipo.estado, equipo.estadoDesde),
          {
            label: 'Obra',
            value: equipo.obraActual
              ? `${equipo.obraActual.codigo} ${equipo.obraActual.nombre}`
              : null,
          },
          { label: 'Horómetro', value: formatNumber(equipo.horometro) },
          { label: 'Horas del mes', value: formatNumber(equipo.horasMes) },
          { label: 'Patente', value: equipo.patente },
        ],
      }}
    >
      {(equipo) => <Secciones equipo={equipo} />}
    </DetailScreen>
  )
}

const lugar = (side: MovimientoEquipo['desde']) =>
  side.obra
    ? `${side.obra.codigo} ${side.obra.nombre}`
    : (LUGAR_MOVIMIENTO_LABEL[side.lugar as LugarMovimiento] ?? side.lugar)

function Secciones({ equipo }: { equipo: EquipoDetail }) {
  return (
    <>
      <ItemsCard
        title="Movimientos"
        items={equipo.movimientos}
        label="Movimientos"
        empty="Aún no tiene movimientos."
        ordered
      >
        {(movimiento) => (
          <li key={movimiento.id} className="rounded-lg border p-3">
            <p className="font-medium">
              {TIPO_MOVIMIENTO_LABEL[movimiento.tipo]}
              <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">
                {formatDateTime(movimiento.fecha)}
              </span>
            </p>
            <p className="text-sm break-words">
              {lugar(movimiento.desde)} → {lugar(movimiento.hasta)}
            </p>
            {movimiento.guiaDespacho ? (
              <p className="text-sm text-muted-foreground">
                Guía de despacho N° {movimiento.guiaDespacho}
              </p>
            ) : null}
          </li>
        )}
      </ItemsCard>
      <ItemsCard
        title="Documentos"
        items={equipo.documentos}
        label="Documentos"
        empty="No tiene documentos registrados."
      >
        {(documento) => (
          <li
            key={documento.id}
            className="flex flex-wrap items-center gap-2 rounded-lg border p-3"
          >
            <span className="font-medium">
              {TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo as TipoDocumentoActivo] ?? documento.tipo}
            </span>
            {documento.numero ? (
              <span className="text-sm text-muted-foreground">N° {documento.numero}</span>
            ) : null}
            <span className="text-sm tabular-nums">
              {documento.vence ? `Vence ${formatDate(documento.vence)}` : 'Sin vencimiento'}
            </span>
            <VencimientoBadge estado={documento.estadoVencimiento} />
          </li>
        )}
      </ItemsCard>
    </>
  )
}
