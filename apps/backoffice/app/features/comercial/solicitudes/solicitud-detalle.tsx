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
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { routeByName, rowActionKey } from '@cordillera/permissions'
import {
  apiErrorMessage,
  DetailScreen,
  type RelatedColumn,
  RelatedRowsCard,
  RowLink,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'
import { useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { RejectSolicitudDialog } from './reject-solicitud.tsx'
import { activoText, OrigenBadge } from './solicitud-fields.tsx'

type Decision = 'aprobar' | 'rechazar' | null

export default function SolicitudDetalle() {
  const api = useApi()
  const [decision, setDecision] = useState<Decision>(null)
  return (
    <DetailScreen
      entity={comercialQueries(api).solicitudes}
      thing="La solicitud"
      list="solicitudes"
      title={(solicitud) => `Solicitud ${solicitud.folio}`}
      description={(solicitud) => (
        <span className="flex flex-wrap items-center gap-2">
          {TIPO_SOLICITUD_LABEL[solicitud.tipo]} <EstadoBadge estado={solicitud.estado} />
          <OrigenBadge origen={solicitud.origen} />
        </span>
      )}
      // Only a pending request is approved, rejected or edited.
      actions={(solicitud) =>
        solicitud.estado === 'pendiente'
          ? [
              {
                label: 'Aprobar',
                key: routeByName('solicitudes-editar').key,
                onClick: () => setDecision('aprobar'),
              },
              {
                label: 'Rechazar',
                variant: 'outline',
                key: rowActionKey('solicitudes', 'reject'),
                onClick: () => setDecision('rechazar'),
              },
              { label: 'Editar', icon: Pencil, variant: 'outline', route: 'solicitudes-editar' },
            ]
          : []
      }
      fields={{
        title: 'Datos de la solicitud',
        items: (solicitud) => [
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
              <RowLink route="contratos-detalle" id={solicitud.contrato.id}>
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
        ],
      }}
    >
      {(solicitud) => (
        <>
          <ItemsCard solicitud={solicitud} />
          <DecisionDialogs
            solicitud={solicitud}
            decision={decision}
            onClose={() => setDecision(null)}
          />
        </>
      )}
    </DetailScreen>
  )
}

/**
 * Approving (sent with the version that was read) and rejecting with a reason. A 409 says what
 * the API said and reloads the request, whose estado or version changed meanwhile.
 */
function DecisionDialogs({
  solicitud,
  decision,
  onClose,
}: {
  solicitud: SolicitudDetail
  decision: Decision
  onClose: () => void
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const queries = comercialQueries(api).solicitudes
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: queries.detail(solicitud.id).queryKey })
  const [approveError, setApproveError] = useState<string | undefined>()
  const approve = useEntityMutation(queries, () =>
    comercialApi(api).solicitudes.approve(solicitud.id, { version: solicitud.version }),
  )
  return (
    <>
      <ConfirmDialog
        open={decision === 'aprobar'}
        onOpenChange={(open) => {
          setApproveError(undefined)
          if (!open) onClose()
        }}
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
      <RejectSolicitudDialog
        solicitud={decision === 'rechazar' ? solicitud : null}
        onClose={onClose}
        onConflict={() => void reload()}
      />
    </>
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
