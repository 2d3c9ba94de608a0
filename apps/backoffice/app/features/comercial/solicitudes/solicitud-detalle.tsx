// solicitudes/{id}: a request — tipo, who raised it (a site client's shows "Cliente"), its obra and
// contract, the day wanted, its items — and, while pendiente, approving it (sent with the version
// that was read), rejecting it with a reason, or editing it. A 409 says what the API said and
// reloads the request, whose estado or version changed meanwhile.
import {
  type SolicitudDetail,
  type SolicitudItem,
  TIPO_SOLICITUD_LABEL,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
import { ApiRequestError, comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  apiErrorMessage,
  QueryView,
  type RelatedColumn,
  RelatedRowsCard,
  RouteLinkButton,
  RowLink,
  TrackingNote,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { RechazarSolicitudDialog } from './rechazar-solicitud.tsx'
import { activoText, OrigenBadge } from './solicitud-fields.tsx'

export default function SolicitudDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const query = useQuery(comercialQueries(api).solicitudes.detail(id))
  return (
    <QueryView
      query={query}
      thing="La solicitud"
      back={{ to: href('solicitudes'), label: 'Volver a solicitudes' }}
    >
      {(solicitud) => <SolicitudView solicitud={solicitud} />}
    </QueryView>
  )
}

function SolicitudView({ solicitud }: { solicitud: SolicitudDetail }) {
  const api = useApi()
  const can = useCan()
  const queryClient = useQueryClient()
  const detail = comercialQueries(api).solicitudes.detail(solicitud.id)
  const reload = () => queryClient.invalidateQueries({ queryKey: detail.queryKey })
  const [approving, setApproving] = useState(false)
  const [approveError, setApproveError] = useState<string | undefined>()
  const [rejecting, setRejecting] = useState(false)
  const approve = useEntityMutation(comercialQueries(api).solicitudes, () =>
    api.comercial.solicitudes.approve(solicitud.id, { version: solicitud.version }),
  )
  const pendiente = solicitud.estado === 'pendiente'
  const actions = pendiente ? (
    <div className="flex flex-wrap gap-2">
      {can(routeByName('solicitudes-editar').key) ? (
        <Button
          onClick={() => {
            setApproveError(undefined)
            setApproving(true)
          }}
        >
          Aprobar
        </Button>
      ) : null}
      {can(rowActionKey('solicitudes', 'reject')) ? (
        <Button variant="outline" onClick={() => setRejecting(true)}>
          Rechazar
        </Button>
      ) : null}
      <RouteLinkButton
        route="solicitudes-editar"
        params={{ id: solicitud.id }}
        variant="outline"
        icon={Pencil}
      >
        Editar
      </RouteLinkButton>
    </div>
  ) : null
  const canOpenContrato = can(routeByName('contratos-detalle').key)
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Solicitud ${solicitud.folio}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {TIPO_SOLICITUD_LABEL[solicitud.tipo]} <EstadoBadge estado={solicitud.estado} />
            <OrigenBadge origen={solicitud.origen} />
          </span>
        }
        actions={actions}
      />
      <Card>
        <CardHeader>
          <CardTitle>Datos de la solicitud</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DescriptionList
            items={[
              { label: 'Folio', value: solicitud.folio },
              { label: 'Tipo', value: TIPO_SOLICITUD_LABEL[solicitud.tipo] },
              { label: 'Origen', value: <OrigenBadge origen={solicitud.origen} /> },
              {
                label: 'Estado',
                value: (
                  <span className="flex flex-wrap items-center gap-2">
                    <EstadoBadge estado={solicitud.estado} /> desde el{' '}
                    {formatDate(solicitud.estadoDesde)}
                  </span>
                ),
              },
              { label: 'Obra', value: `${solicitud.obra.codigo} ${solicitud.obra.nombre}` },
              {
                label: 'Contrato',
                value: solicitud.contrato ? (
                  <RowLink
                    to={
                      canOpenContrato
                        ? href('contratos-detalle', { id: solicitud.contrato.id })
                        : undefined
                    }
                  >
                    {solicitud.contrato.folio}
                  </RowLink>
                ) : (
                  'Sin contrato (arriendo nuevo)'
                ),
              },
              { label: 'Solicitante', value: solicitud.solicitante?.nombre },
              { label: 'Fecha requerida', value: formatDate(solicitud.fechaRequerida) },
              { label: 'Comentarios', value: solicitud.comentarios, wide: true },
              ...(solicitud.motivoRechazo
                ? [{ label: 'Motivo del rechazo', value: solicitud.motivoRechazo, wide: true }]
                : []),
            ]}
          />
          <TrackingNote {...solicitud} />
        </CardContent>
      </Card>
      <ItemsCard solicitud={solicitud} />
      <ConfirmDialog
        open={approving}
        onOpenChange={setApproving}
        title={`Aprobar ${solicitud.folio}`}
        description="La solicitud pasa a logística, que la completará; el contrato cambia cuando se complete."
        confirmLabel="Aprobar"
        errorMessage={approveError}
        onConfirm={async () => {
          try {
            await approve.mutateAsync()
          } catch (error) {
            setApproveError(apiErrorMessage(error))
            if (error instanceof ApiRequestError && error.status === 409) await reload()
            throw error
          }
          notify.success(`${solicitud.folio} se aprobó.`)
        }}
      />
      <RechazarSolicitudDialog
        solicitud={rejecting ? solicitud : null}
        onClose={() => setRejecting(false)}
        onConflict={() => void reload()}
      />
    </div>
  )
}

/** What is asked: tipos and cantidades (priced for an adición), or the contract's assets. */
function ItemsCard({ solicitud }: { solicitud: SolicitudDetail }) {
  const { moneda } = solicitud
  const columns: RelatedColumn<SolicitudItem>[] = [
    {
      header: 'Activo o tipo',
      cell: (item) =>
        item.contratoItem ? (
          <div className="grid gap-0.5">
            <span>{activoText(item.contratoItem.activo)}</span>
            {item.tipoActivo ? (
              <span className="text-muted-foreground">Reemplazo: {item.tipoActivo.nombre}</span>
            ) : null}
          </div>
        ) : (
          (item.tipoActivo?.nombre ?? '—')
        ),
    },
    {
      header: 'Cantidad',
      cell: (item) => (item.cantidad === null ? '—' : formatNumber(item.cantidad)),
      className: 'tabular-nums',
    },
    ...(solicitud.tipo === 'adicion'
      ? [
          {
            header: 'Tarifa',
            cell: (item: SolicitudItem) =>
              item.tarifa === null || moneda === null
                ? '—'
                : `${formatMonto(item.tarifa, moneda)}${item.unidadCobro ? ` / ${UNIDAD_COBRO_LABEL[item.unidadCobro].toLowerCase()}` : ''}`,
            className: 'whitespace-nowrap tabular-nums',
          },
          {
            header: 'Operador',
            cell: (item: SolicitudItem) => (item.conOperador ? 'Con operador' : 'Sin operador'),
            hideBelow: 'sm' as const,
          },
        ]
      : []),
    { header: 'Descripción', cell: (item) => item.descripcion ?? '—', hideBelow: 'sm' },
  ]
  return (
    <RelatedRowsCard
      title="Ítems"
      caption="Ítems de la solicitud"
      total={solicitud.items.length}
      rows={solicitud.items}
      columns={columns}
      rowKey={(item) => item.id}
      empty={{ title: 'Sin ítems', description: 'La solicitud no tiene ítems.' }}
    />
  )
}
