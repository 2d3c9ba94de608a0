// activos/{id}: an asset with its tipo, marca, flota and owner, where it is and since when, its
// hours, its documents with their expiry (and the way to manage them), its last movements (and
// the way to record one), who created and last changed it, and the way to edit it.
import {
  type ActivoDetail,
  formatPatente,
  formatRut,
  type listMovimientosRoute,
  lugarMovimientoText,
  type MovimientoRow,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  TIPO_MOVIMIENTO_LABEL,
} from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName } from '@cordillera/permissions'
import {
  DetailScreen,
  DocumentosCard,
  listFilterQuery,
  type RelatedColumn,
  RelatedRowsCard,
  RowLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Pencil, Truck } from 'lucide-react'
import { useState } from 'react'
import { EstadoActivoBadge } from '../common/badges.tsx'
import { RegistrarMovimientoDialog } from '../movimientos/registrar-movimiento.tsx'

export default function ActivoDetalle() {
  const api = useApi()
  const can = useCan()
  const canOpen = {
    tipo: can(routeByName('tipos-activo-detalle').key),
    flota: can(routeByName('flotas-detalle').key),
    obra: can(routeByName('obras-detalle').key),
  }
  return (
    <DetailScreen
      entity={operacionesQueries(api).activos}
      thing="El activo"
      list="activos"
      title={(activo) => `${activo.codigo} · ${activo.modelo}`}
      description={(activo) => (
        <span className="flex flex-wrap items-center gap-2">
          {activo.tipoActivo.nombre} {activo.marca.nombre}
          <EstadoActivoBadge estado={activo.estado} />
          <span>desde el {formatDate(activo.estadoDesde)}</span>
        </span>
      )}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'activos-editar' }]}
      fields={{
        title: 'Datos del activo',
        items: (activo) => [
          { label: 'Código', value: activo.codigo },
          {
            label: 'Tipo de activo',
            value: (
              <RowLink
                to={
                  canOpen.tipo
                    ? href('tipos-activo-detalle', { id: activo.tipoActivo.id })
                    : undefined
                }
              >
                {activo.tipoActivo.nombre}
              </RowLink>
            ),
          },
          { label: 'Marca', value: activo.marca.nombre },
          { label: 'Modelo', value: activo.modelo },
          { label: 'Año', value: String(activo.anio) },
          {
            label: 'Patente',
            value: activo.patente ? formatPatente(activo.patente) : 'Sin patente',
          },
          { label: 'Número de serie', value: activo.numeroSerie },
          {
            label: 'Horómetro',
            value: `${formatNumber(activo.horometro, { maxDecimals: 1 })} h`,
          },
          {
            label: 'Flota',
            value: activo.flota ? (
              <RowLink
                to={canOpen.flota ? href('flotas-detalle', { id: activo.flota.id }) : undefined}
              >
                {activo.flota.nombre}
              </RowLink>
            ) : (
              'Sin flota'
            ),
          },
          { label: 'Propietario', value: <Propietario activo={activo} /> },
          {
            label: 'Obra actual',
            value: activo.obraActual ? (
              <RowLink
                to={canOpen.obra ? href('obras-detalle', { id: activo.obraActual.id }) : undefined}
              >
                {activo.obraActual.codigo} {activo.obraActual.nombre}
              </RowLink>
            ) : (
              'En ninguna obra'
            ),
          },
          { label: 'Observaciones', value: activo.observaciones, wide: true },
        ],
      }}
    >
      {(activo) => (
        <>
          <DocumentosCard
            caption="Documentos del activo"
            rows={activo.documentosActivo}
            total={activo.documentosActivoTotal}
            tipo={(documento) => TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]}
            empty="Aún no se registra su revisión técnica, seguro, permiso de circulación ni certificados."
            manage={{ route: 'activos-documentos', id: activo.id }}
          />
          <MovimientosCard activo={activo} />
        </>
      )}
    </DetailScreen>
  )
}

function Propietario({ activo }: { activo: ActivoDetail }) {
  if (!activo.propietario) return <>Propio</>
  return (
    <span className="grid">
      <span>{activo.propietario.razonSocial}</span>
      <span className="text-sm text-muted-foreground">RUT {formatRut(activo.propietario.rut)}</span>
    </span>
  )
}

/**
 * The asset's last movements, newest first, leading to the history filtered by it; "Registrar
 * movimiento" for whoever may record one (`operaciones/logistica-activos`, the API's key for it).
 */
function MovimientosCard({ activo }: { activo: ActivoDetail }) {
  const api = useApi()
  const can = useCan()
  const [registrando, setRegistrando] = useState(false)
  const { data } = useQuery(
    operacionesQueries(api).movimientos.ofActivo(activo.id, { pageSize: MOVIMIENTOS_MAX }),
  )
  const historicoRoute = routeByName('logistica-historico-movimientos')
  return (
    <>
      <RelatedRowsCard
        title="Movimientos"
        caption="Últimos movimientos del activo"
        total={data?.total ?? 0}
        rows={data?.items ?? []}
        columns={movimientoColumns}
        rowKey={(movimiento) => movimiento.id}
        empty={{
          title: 'Sin movimientos',
          description:
            'No ha salido de bodega: sus despachos, retiros y pasos por taller se verán aquí.',
        }}
        action={
          can('operaciones/logistica-activos') ? (
            <Button variant="outline" size="sm" onClick={() => setRegistrando(true)}>
              <Truck aria-hidden="true" />
              Registrar movimiento
            </Button>
          ) : undefined
        }
        list={
          can(historicoRoute.key)
            ? {
                href: href(
                  'logistica-historico-movimientos',
                  {},
                  listFilterQuery<typeof listMovimientosRoute>({ activoId: activo.id }),
                ),
                label: 'Ver todos sus movimientos',
                show: 'when-any',
              }
            : undefined
        }
      />
      <RegistrarMovimientoDialog activo={activo} open={registrando} onOpenChange={setRegistrando} />
    </>
  )
}

const MOVIMIENTOS_MAX = 10

const movimientoColumns: RelatedColumn<MovimientoRow>[] = [
  {
    header: 'Fecha',
    cell: (movimiento) => formatDateTime(movimiento.fecha),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Movimiento', cell: (movimiento) => TIPO_MOVIMIENTO_LABEL[movimiento.tipo] },
  {
    header: 'Desde → hasta',
    cell: (movimiento) =>
      `${lugarMovimientoText(movimiento.desde)} → ${lugarMovimientoText(movimiento.hasta)}`,
  },
  {
    header: 'Guía',
    cell: (movimiento) => movimiento.guiaDespacho ?? '—',
    className: 'tabular-nums',
    hideBelow: 'sm',
  },
  {
    header: 'Estado',
    cell: (movimiento) => <EstadoActivoBadge estado={movimiento.estadoResultante} />,
  },
]
