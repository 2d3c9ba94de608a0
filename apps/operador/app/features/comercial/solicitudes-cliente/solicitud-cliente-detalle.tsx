// One of the site client's requests (`?id=`): its estado, what it asks for and, when it was
// rejected, why. Another obra's request answers 404 like a missing one: "no existe".
import {
  type SolicitudDetail,
  type SolicitudItem,
  TIPO_SOLICITUD_LABEL,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import {
  estadoItem,
  FieldsCard,
  ItemsCard,
  LinkButton,
  QueryView,
  useApi,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { solicitudesClienteHref } from './solicitudes-cliente-href.ts'

export function SolicitudClienteDetalle({ id }: { id: string }) {
  const api = useApi()
  const query = useQuery(comercialQueries(api).solicitudesCliente.detail(id))
  const back = { to: solicitudesClienteHref.lista(), label: 'Volver a mis solicitudes' }
  return (
    <QueryView query={query} back={back} thing="La solicitud">
      {(solicitud) => <Detalle solicitud={solicitud} backTo={back.to} />}
    </QueryView>
  )
}

function Detalle({ solicitud, backTo }: { solicitud: SolicitudDetail; backTo: string }) {
  return (
    <div className="grid gap-5">
      <div>
        <LinkButton to={backTo} variant="ghost" className="-ml-3 h-11">
          <ArrowLeft aria-hidden="true" />
          Mis solicitudes
        </LinkButton>
      </div>
      <PageHeader
        title={`Solicitud ${solicitud.folio}`}
        description={`${TIPO_SOLICITUD_LABEL[solicitud.tipo]} · ${solicitud.obra.codigo} ${solicitud.obra.nombre}`}
      />
      {solicitud.estado === 'rechazada' && solicitud.motivoRechazo ? (
        <Alert variant="destructive">
          <AlertTitle>Solicitud rechazada</AlertTitle>
          <AlertDescription>{solicitud.motivoRechazo}</AlertDescription>
        </Alert>
      ) : null}
      <FieldsCard
        items={[
          estadoItem(solicitud.estado, solicitud.estadoDesde),
          { label: 'Fecha requerida', value: formatDate(solicitud.fechaRequerida) },
          { label: 'Contrato', value: solicitud.contrato?.folio },
          { label: 'Creada', value: formatDateTime(solicitud.creadoEn) },
          { label: 'Solicitada por', value: solicitud.solicitante?.nombre },
          { label: 'Comentarios', value: solicitud.comentarios, wide: true },
        ]}
      />
      <ItemsCard title="Equipos" items={solicitud.items}>
        {(item) => (
          <li key={item.id} className="rounded-lg border p-3">
            <ItemText item={item} tipo={solicitud.tipo} />
          </li>
        )}
      </ItemsCard>
    </div>
  )
}

function ItemText({ item, tipo }: { item: SolicitudItem; tipo: SolicitudDetail['tipo'] }) {
  const activo = item.contratoItem?.activo
  return (
    <div className="grid gap-1">
      {activo ? (
        <p className="font-medium">
          {activo.codigo} · {activo.tipoActivo.nombre}
          <span className="block text-sm font-normal text-muted-foreground">
            {[activo.marca, activo.modelo].filter(Boolean).join(' ')}
          </span>
        </p>
      ) : (
        <p className="font-medium">
          {formatNumber(item.cantidad ?? 1)} × {item.tipoActivo?.nombre}
        </p>
      )}
      {activo && tipo === 'cambio' ? (
        <p className="text-sm">
          Reemplazo: {item.tipoActivo ? item.tipoActivo.nombre : 'del mismo tipo'}
        </p>
      ) : null}
      {item.descripcion ? (
        <p className="text-sm text-muted-foreground">{item.descripcion}</p>
      ) : null}
    </div>
  )
}
