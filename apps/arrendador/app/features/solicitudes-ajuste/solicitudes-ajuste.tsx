// arrendador/solicitudes-ajuste: the lessor's requests to adjust a line of its estados de pago, as
// cards, newest first, filtered by estado: the line as it saw it, the amount it asked for and why,
// Cordillera's answer, its file (a short-lived link) and the estado de pago it belongs to.
import {
  ESTADO_SOLICITUD_AJUSTE_LABEL,
  ESTADOS_SOLICITUD_AJUSTE,
  type EstadoSolicitudAjuste,
  type SolicitudAjusteArrendador,
} from '@cordillera/contracts'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import {
  LinkButton,
  ListCardsFilter,
  newestFirst,
  PagedListCards,
  pageParam,
  showApiError,
  useApi,
} from '@cordillera/portal/screens'
import { peso } from '@cordillera/portal/screens/edp'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent } from '@cordillera/ui/components/card'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDateTime } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { FileText, MessageSquareWarning } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { estadosDePagoHref } from '../estados-de-pago/estados-de-pago-href.ts'

export const SOLICITUDES_POR_PAGINA = 10

const isEstado = (value: string | null): value is EstadoSolicitudAjuste =>
  (ESTADOS_SOLICITUD_AJUSTE as readonly (string | null)[]).includes(value)

const listaHref = (query?: { estado?: string | undefined; page?: number | undefined }) =>
  href('arrendador-solicitudes-ajuste', {}, query)

export default function SolicitudesAjuste() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const estadoParam = params.get('estado')
  const estado = isEstado(estadoParam) ? estadoParam : undefined
  const page = pageParam(params)
  const query = useQuery(
    arrendadorQueries(api).solicitudesAjuste.list(
      newestFirst(page, SOLICITUDES_POR_PAGINA, estado),
    ),
  )
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Solicitudes de ajuste"
        description="Los ajustes que pidió a sus estados de pago y lo que Cordillera respondió."
      />
      <ListCardsFilter
        label="Estado"
        all="Todas"
        className="sm:max-w-xs"
        value={estado}
        options={ESTADOS_SOLICITUD_AJUSTE.map((value) => ({
          value,
          label: ESTADO_SOLICITUD_AJUSTE_LABEL[value],
        }))}
        onChange={(value) => void navigate(listaHref({ estado: value }))}
      />
      <PagedListCards
        label="Solicitudes de ajuste"
        query={query}
        empty={{
          icon: <MessageSquareWarning />,
          title: estado ? 'No hay solicitudes en ese estado' : 'No ha pedido ajustes',
          description:
            'Pida un ajuste desde una línea de un estado de pago; aparecerá aquí con su respuesta.',
        }}
        card={(row) => <SolicitudCard row={row} />}
        pages={{
          page,
          pageSize: SOLICITUDES_POR_PAGINA,
          onPageChange: (next) => void navigate(listaHref({ estado, page: next })),
        }}
      />
    </div>
  )
}

function SolicitudCard({ row }: { row: SolicitudAjusteArrendador }) {
  const api = useApi()
  const abrir = async () => {
    try {
      const { url } = await arrendadorApi(api).solicitudesAjuste.archivoUrl(row.id)
      window.open(url, '_blank', 'noopener')
    } catch (error) {
      showApiError(error)
    }
  }
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
            <Button variant="outline" className="h-11" onClick={() => void abrir()}>
              <FileText aria-hidden="true" />
              {row.archivo.nombre}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
