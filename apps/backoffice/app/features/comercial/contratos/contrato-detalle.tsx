// contratos/{id}: a contract with its razón social, obra and dates, the assets it rents (each with
// its tarifa in the contract's moneda and the open request about it), its requests, what is still
// pending, its history, and — while vigente — the ways to raise the four requests.
import {
  type ContratoDetail,
  type ContratoItem,
  ESTADOS_SOLICITUD_ABIERTA,
  formatRut,
  type listSolicitudesRoute,
  ORIGEN_SOLICITUD_LABEL,
  PERIODO_MINIMO_LABEL,
  type SolicitudResumen,
  TIPO_SOLICITUD_LABEL,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  listFilterQuery,
  QueryView,
  type RelatedColumn,
  RelatedRowsCard,
  RouteLinkButton,
  RowLink,
  TrackingNote,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatDateTime, formatMonto, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Clock } from 'lucide-react'
import { useParams } from 'react-router'

export default function ContratoDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const query = useQuery(comercialQueries(api).contratos.detail(id))
  return (
    <QueryView
      query={query}
      thing="El contrato"
      back={{ to: href('contratos'), label: 'Volver a contratos' }}
    >
      {(contrato) => <ContratoView contrato={contrato} />}
    </QueryView>
  )
}

function ContratoView({ contrato }: { contrato: ContratoDetail }) {
  const can = useCan()
  const vigente = contrato.estado === 'vigente'
  // A contract being closed takes no other request (the API refuses it): no buttons, a notice.
  const cierre = cierreAbierto(contrato)
  const params = { id: contrato.id }
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Contrato ${contrato.folio}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {contrato.obra.nombre} <EstadoBadge estado={contrato.estado} />
          </span>
        }
        actions={
          vigente && !cierre ? (
            <div className="flex flex-wrap gap-2">
              <RouteLinkButton route="contratos-adicion" params={params} variant="outline">
                Solicitar adición
              </RouteLinkButton>
              <RouteLinkButton route="contratos-cambio" params={params} variant="outline">
                Solicitar cambio
              </RouteLinkButton>
              <RouteLinkButton route="contratos-retiro-parcial" params={params} variant="outline">
                Solicitar retiro parcial
              </RouteLinkButton>
              <RouteLinkButton route="contratos-cierre" params={params} variant="outline">
                Solicitar cierre
              </RouteLinkButton>
            </div>
          ) : null
        }
      />
      <PendienteNotice pendientes={contrato.solicitudesPendientes} />
      {vigente && cierre ? (
        <Alert variant="info">
          <AlertDescription>
            El cierre {cierre.folio} está en curso: el contrato no admite otras solicitudes mientras
            siga abierto.
          </AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Datos del contrato</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DescriptionList
            items={[
              { label: 'Folio', value: contrato.folio },
              { label: 'Estado', value: <EstadoBadge estado={contrato.estado} /> },
              {
                label: 'Razón social',
                value: (
                  <RowLink
                    to={
                      can(routeByName('razones-sociales-detalle-guion').key)
                        ? href('razones-sociales-detalle-guion', { id: contrato.razonSocial.id })
                        : undefined
                    }
                  >
                    {contrato.razonSocial.razonSocial} ({formatRut(contrato.razonSocial.rut)})
                  </RowLink>
                ),
              },
              {
                label: 'Obra',
                value: (
                  <RowLink
                    to={
                      can(routeByName('obras-detalle').key)
                        ? href('obras-detalle', { id: contrato.obra.id })
                        : undefined
                    }
                  >
                    {contrato.obra.codigo} {contrato.obra.nombre}
                  </RowLink>
                ),
              },
              { label: 'Moneda', value: contrato.moneda },
              { label: 'Orden de compra', value: contrato.ordenCompra },
              { label: 'Inicio', value: formatDate(contrato.fechaInicio) },
              {
                label: 'Término',
                value: contrato.fechaTermino ? formatDate(contrato.fechaTermino) : 'Sin definir',
              },
              {
                label: 'Cotización',
                value: contrato.cotizacion ? (
                  <RowLink
                    to={
                      can(routeByName('cotizaciones-gestionar').key)
                        ? href('cotizaciones-gestionar', { id: contrato.cotizacion.id })
                        : undefined
                    }
                  >
                    {contrato.cotizacion.folio}
                  </RowLink>
                ) : null,
              },
              { label: 'Condiciones', value: contrato.condiciones, wide: true },
            ]}
          />
          <TrackingNote {...contrato} />
        </CardContent>
      </Card>
      <ItemsCard contrato={contrato} />
      <SolicitudesCard
        contrato={contrato}
        canOpen={can(rowActionKey('solicitudes', 'read'))}
        canList={can(routeByName('solicitudes').key)}
      />
      <HistorialCard contrato={contrato} />
    </div>
  )
}

/** The contract's open cierre, if any. */
export function cierreAbierto(contrato: Pick<ContratoDetail, 'solicitudes'>) {
  return (
    contrato.solicitudes.find(
      (solicitud) =>
        solicitud.tipo === 'cierre' && ESTADOS_SOLICITUD_ABIERTA.includes(solicitud.estado),
    ) ?? null
  )
}

/** "2 solicitudes pendientes: el contrato cambiará cuando logística las complete". */
export function pendienteText(pendientes: number): string | null {
  if (pendientes <= 0) return null
  return pendientes === 1
    ? '1 solicitud pendiente: el contrato cambiará cuando logística la complete.'
    : `${formatNumber(pendientes)} solicitudes pendientes: el contrato cambiará cuando logística las complete.`
}

function PendienteNotice({ pendientes }: { pendientes: number }) {
  const text = pendienteText(pendientes)
  if (!text) return null
  return (
    <Alert variant="warning">
      <Clock aria-hidden="true" />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  )
}

function ItemsCard({ contrato }: { contrato: ContratoDetail }) {
  const monto = (amount: number | null) =>
    amount === null ? '—' : formatMonto(amount, contrato.moneda)
  const columns: RelatedColumn<ContratoItem>[] = [
    {
      header: 'Activo',
      cell: (item) => (
        <div className="grid gap-1">
          <span className="font-medium">{item.activo.codigo}</span>
          <span className="text-muted-foreground">
            {item.activo.tipoActivo.nombre} · {item.activo.marca} {item.activo.modelo}
          </span>
          {item.solicitudPendiente ? (
            <Badge variant="warning">
              Pendiente: {TIPO_SOLICITUD_LABEL[item.solicitudPendiente.tipo]}{' '}
              {item.solicitudPendiente.folio}
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Tarifa',
      cell: (item) =>
        `${formatMonto(item.tarifa, contrato.moneda)} / ${UNIDAD_COBRO_LABEL[item.unidadCobro].toLowerCase()}`,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Mínimo',
      cell: (item) =>
        item.minimoHoras === null || item.minimoPor === null
          ? '—'
          : `${formatNumber(item.minimoHoras)} h ${PERIODO_MINIMO_LABEL[item.minimoPor]}`,
      className: 'whitespace-nowrap',
      hideBelow: 'md',
    },
    {
      header: 'Stand-by',
      cell: (item) => monto(item.tarifaStandBy),
      className: 'whitespace-nowrap tabular-nums',
      hideBelow: 'md',
    },
    {
      header: 'Fletes (ida / vuelta)',
      cell: (item) => `${monto(item.fleteIda)} / ${monto(item.fleteVuelta)}`,
      className: 'whitespace-nowrap tabular-nums',
      hideBelow: 'md',
    },
    {
      header: 'Operador',
      cell: (item) => (item.conOperador ? 'Con operador' : 'Sin operador'),
      hideBelow: 'sm',
    },
    {
      header: 'Entrega',
      cell: (item) => formatDate(item.fechaEntrega),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Retiro',
      cell: (item) => (item.fechaRetiro ? formatDate(item.fechaRetiro) : 'En arriendo'),
      className: 'whitespace-nowrap tabular-nums',
    },
  ]
  return (
    <RelatedRowsCard
      title="Activos"
      caption="Activos del contrato"
      total={contrato.items.length}
      rows={contrato.items}
      columns={columns}
      rowKey={(item) => item.id}
      empty={{
        title: 'Sin activos',
        description: 'El contrato no tiene activos: se agregan con una solicitud de adición.',
      }}
    />
  )
}

function SolicitudesCard({
  contrato,
  canOpen,
  canList,
}: {
  contrato: ContratoDetail
  canOpen: boolean
  canList: boolean
}) {
  const columns: RelatedColumn<SolicitudResumen>[] = [
    {
      header: 'Folio',
      cell: (solicitud) => (
        <RowLink to={canOpen ? href('solicitudes-detalle', { id: solicitud.id }) : undefined}>
          {solicitud.folio}
        </RowLink>
      ),
      className: 'whitespace-nowrap',
    },
    { header: 'Tipo', cell: (solicitud) => TIPO_SOLICITUD_LABEL[solicitud.tipo] },
    {
      header: 'Origen',
      cell: (solicitud) => ORIGEN_SOLICITUD_LABEL[solicitud.origen],
      hideBelow: 'sm',
    },
    { header: 'Estado', cell: (solicitud) => <EstadoBadge estado={solicitud.estado} /> },
    {
      header: 'Fecha requerida',
      cell: (solicitud) => formatDate(solicitud.fechaRequerida),
      className: 'whitespace-nowrap tabular-nums',
    },
  ]
  return (
    <RelatedRowsCard
      title="Solicitudes"
      caption="Solicitudes del contrato"
      total={contrato.solicitudes.length}
      rows={contrato.solicitudes}
      columns={columns}
      rowKey={(solicitud) => solicitud.id}
      empty={{
        title: 'Sin solicitudes',
        description:
          'Aún no hay solicitudes: se crean con los botones de adición, cambio, retiro parcial o cierre.',
      }}
      list={
        canList
          ? {
              href: href(
                'solicitudes',
                {},
                listFilterQuery<typeof listSolicitudesRoute>({ contratoId: contrato.id }),
              ),
              label: 'Ver en solicitudes',
              show: 'when-any',
            }
          : undefined
      }
    />
  )
}

function HistorialCard({ contrato }: { contrato: ContratoDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Historial</CardTitle>
      </CardHeader>
      <CardContent>
        {contrato.historial.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin cambios registrados todavía.</p>
        ) : (
          <ol className="grid gap-3">
            {contrato.historial.map((entrada, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is the history's and never changes
              <li key={index} className="grid gap-0.5 text-sm sm:grid-cols-[10rem_1fr] sm:gap-3">
                <span className="whitespace-nowrap text-muted-foreground tabular-nums">
                  {formatDateTime(entrada.fecha)}
                </span>
                <span>
                  {entrada.descripcion}
                  <span className="text-muted-foreground">
                    {' '}
                    · {entrada.usuario?.nombre ?? 'el sistema'}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
