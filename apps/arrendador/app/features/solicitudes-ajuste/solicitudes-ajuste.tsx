// arrendador/solicitudes-ajuste: the lessor's requests to adjust a line of its estados de pago, as
// cards, newest first, filtered by estado: the line as it saw it, the amount it asked for and why,
// Cordillera's answer, its file (a short-lived link) and the estado de pago it belongs to.
import {
  ESTADO_SOLICITUD_AJUSTE_LABEL,
  ESTADOS_SOLICITUD_AJUSTE,
  type SolicitudAjusteArrendador,
} from '@cordillera/contracts'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import {
  CardListScreen,
  estadoFilter,
  LinkButton,
  openLink,
  useApi,
} from '@cordillera/portal/screens'
import { peso } from '@cordillera/portal/screens/edp'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent } from '@cordillera/ui/components/card'
import { formatDateTime } from '@cordillera/ui/format'
import { FileText, MessageSquareWarning } from 'lucide-react'
import { estadosDePagoHref } from '../estados-de-pago/estados-de-pago-href.ts'

const filters = {
  estado: estadoFilter(ESTADOS_SOLICITUD_AJUSTE, ESTADO_SOLICITUD_AJUSTE_LABEL, 'Todas'),
}

export default function SolicitudesAjuste() {
  const api = useApi()
  return (
    <CardListScreen
      title="Solicitudes de ajuste"
      description="Los ajustes que pidió a sus estados de pago y lo que Cordillera respondió."
      label="Solicitudes de ajuste"
      filters={filters}
      list={arrendadorQueries(api).solicitudesAjuste.list}
      empty={{
        icon: <MessageSquareWarning />,
        title: 'No ha pedido ajustes',
        filtered: 'No hay solicitudes en ese estado',
        description:
          'Pida un ajuste desde una línea de un estado de pago; aparecerá aquí con su respuesta.',
      }}
      card={(row) => <SolicitudCard row={row} />}
    />
  )
}

function SolicitudCard({ row }: { row: SolicitudAjusteArrendador }) {
  const api = useApi()
  return (
    <Card data-solicitud={row.folio}>
      <CardContent className="grid gap-2 pt-6 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-base">{row.folio}</span>
          <EstadoBadge estado={row.estado} />
        </div>
        <p className="font-medium">
          {row.estadoDePago.folio} · {row.estadoDePago.obra.codigo} {row.estadoDePago.obra.nombre}
        </p>
        <p>
          {row.lineaDescripcion}: {peso(row.lineaMonto)} → {peso(row.montoSolicitado)}
        </p>
        <p className="text-muted-foreground">Motivo: {row.motivo}</p>
        <p>
          {row.respuesta ? (
            <>
              <span className="font-medium">Respuesta de Cordillera:</span> {row.respuesta}
            </>
          ) : row.estado === 'pendiente' ? (
            'Esperando la respuesta de Cordillera.'
          ) : (
            'Sin comentario de Cordillera.'
          )}
        </p>
        <p className="text-muted-foreground text-xs">Enviada el {formatDateTime(row.creadoEn)}</p>
        <div className="flex flex-wrap gap-2">
          <LinkButton
            to={estadosDePagoHref.detalle(row.estadoDePago.id)}
            variant="outline"
            className="h-11"
          >
            Ver estado de pago
          </LinkButton>
          {row.archivo ? (
            <Button
              variant="outline"
              className="h-11"
              onClick={() =>
                void openLink(() => arrendadorApi(api).solicitudesAjuste.archivoUrl(row.id))
              }
            >
              <FileText aria-hidden="true" />
              {row.archivo.nombre}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
