// contratos/{id}: a contract with its razón social, obra and dates, the assets it rents (each with
// its tarifa in the contract's moneda and the open request about it), its requests, what is still
// pending, its history, and — while vigente — the ways to raise the four requests. What its EDPs
// are computed from shows too (each item's descuento and tarifa operador; whether rain days are
// billed, the fuel's price: its condiciones de cobro, editable with the contract-change key), with
// "Crear EDP" and the link to its EDPs.
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
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import {
  type DetailAction,
  DetailScreen,
  HistoryCard,
  HistoryRow,
  linkColumn,
  listFilterQuery,
  type RelatedColumn,
  RelatedRowsCard,
  RowLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'
import { Clock } from 'lucide-react'
import { Link } from 'react-router'
import { edpDelContratoHref } from '../edp/edp-href.ts'
import { CondicionesCobroCard } from './contrato-condiciones-cobro.tsx'
import { solicitudesDeContrato } from './solicitudes-de-contrato.ts'

/** Changing the billing terms is a change of commercial terms: the contract-change key (decision 067). */
const CAMBIO_CONTRATO = routeByName('contratos-cambio').key

/** The four requests a vigente contract takes, each behind its route's key. */
const solicitudActions: DetailAction<ContratoDetail>[] = solicitudesDeContrato.map(
  ([, { boton, route }]) => ({ label: boton, route, variant: 'outline' }),
)

/** The contract's estado de pago of a period (comercial/crear-edp). */
const crearEdp: DetailAction<ContratoDetail> = { label: 'Crear EDP', route: 'edp-crear' }

export default function ContratoDetalle() {
  const api = useApi()
  const can = useCan()
  return (
    <DetailScreen
      entity={comercialQueries(api).contratos}
      thing="El contrato"
      list="contratos"
      title={(contrato) => `Contrato ${contrato.folio}`}
      description={(contrato) => (
        <span className="flex flex-wrap items-center gap-2">
          {contrato.obra.nombre} <EstadoBadge estado={contrato.estado} />
        </span>
      )}
      // A contract being closed takes no other request (the API refuses it): no buttons, a notice.
      actions={(contrato) => [
        crearEdp,
        ...(contrato.estado === 'vigente' && !cierreAbierto(contrato) ? solicitudActions : []),
      ]}
      notices={(contrato) => {
        const cierre = cierreAbierto(contrato)
        return (
          <>
            <PendienteNotice pendientes={contrato.solicitudesPendientes} />
            {contrato.estado === 'vigente' && cierre ? (
              <Alert variant="info">
                <AlertDescription>
                  El cierre {cierre.folio} está en curso: el contrato no admite otras solicitudes
                  mientras siga abierto.
                </AlertDescription>
              </Alert>
            ) : null}
          </>
        )
      }}
      fields={{
        title: 'Datos del contrato',
        items: (contrato) => [
          { label: 'Folio', value: contrato.folio },
          { label: 'Estado', value: <EstadoBadge estado={contrato.estado} /> },
          {
            label: 'Razón social',
            value: (
              <RowLink route="razones-sociales-detalle-guion" id={contrato.razonSocial.id}>
                {contrato.razonSocial.razonSocial} ({formatRut(contrato.razonSocial.rut)})
              </RowLink>
            ),
          },
          {
            label: 'Obra',
            value: (
              <RowLink route="obras-detalle" id={contrato.obra.id}>
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
              <RowLink route="cotizaciones-gestionar" id={contrato.cotizacion.id}>
                {contrato.cotizacion.folio}
              </RowLink>
            ) : null,
          },
          {
            label: 'Estados de pago',
            value: can(routeByName('edp-generados').key) ? (
              <Link className="underline underline-offset-4" to={edpDelContratoHref(contrato.id)}>
                Ver los EDP del contrato
              </Link>
            ) : null,
          },
          { label: 'Condiciones', value: contrato.condiciones, wide: true },
        ],
      }}
    >
      {(contrato) => (
        <>
          <ItemsCard contrato={contrato} />
          <CondicionesCobroCard contrato={contrato} canEdit={can(CAMBIO_CONTRATO)} />
          <SolicitudesCard contrato={contrato} canList={can(routeByName('solicitudes').key)} />
          <HistorialCard contrato={contrato} />
        </>
      )}
    </DetailScreen>
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
      header: 'Descuento',
      cell: (item) =>
        item.descuentoPct ? `${formatNumber(item.descuentoPct, { maxDecimals: 2 })} %` : '—',
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
      cell: (item) =>
        !item.conOperador
          ? 'Sin operador'
          : item.tarifaOperador === null || item.tarifaOperador === undefined
            ? 'Con operador (en la tarifa)'
            : `Con operador: ${monto(item.tarifaOperador)} / día`,
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

function SolicitudesCard({ contrato, canList }: { contrato: ContratoDetail; canList: boolean }) {
  const columns: RelatedColumn<SolicitudResumen>[] = [
    linkColumn('Folio', 'solicitudes-detalle', (solicitud) => solicitud.folio, {
      className: 'whitespace-nowrap',
    }),
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
    <HistoryCard entries={contrato.historial} empty="Sin cambios registrados todavía.">
      {(entrada, index) => (
        // Entries have no id; their order is the history's and never changes
        <HistoryRow key={index} at={entrada.fecha}>
          <span>
            {entrada.descripcion}
            <span className="text-muted-foreground">
              {' '}
              · {entrada.usuario?.nombre ?? 'el sistema'}
            </span>
          </span>
        </HistoryRow>
      )}
    </HistoryCard>
  )
}
