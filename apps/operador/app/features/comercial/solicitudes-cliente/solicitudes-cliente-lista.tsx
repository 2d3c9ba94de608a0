// The site client's requests as cards, newest first, a page at a time and filtered by estado:
// what a phone shows without scrolling sideways. Each card opens the request (`?id=`).
import {
  ESTADO_SOLICITUD_LABEL,
  ESTADOS_SOLICITUD,
  type EstadoSolicitud,
  type SolicitudRow,
  TIPO_SOLICITUD_LABEL,
} from '@cordillera/contracts'
import { solicitudesClienteQueries } from '@cordillera/data-client/solicitudes-cliente'
import {
  LinkButton,
  ListCard,
  ListCardsFilter,
  newestFirst,
  PagedListCards,
  pageParam,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Plus } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { solicitudesClienteHref } from './solicitudes-cliente-href.ts'

export const SOLICITUDES_POR_PAGINA = 10

const isEstado = (value: string | null): value is EstadoSolicitud =>
  (ESTADOS_SOLICITUD as readonly (string | null)[]).includes(value)

export function SolicitudesClienteLista() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const estadoParam = params.get('estado')
  const estado = isEstado(estadoParam) ? estadoParam : undefined
  const page = pageParam(params)
  const query = useQuery(
    solicitudesClienteQueries(api).list(newestFirst(page, SOLICITUDES_POR_PAGINA, estado)),
  )
  const nueva = (
    <LinkButton to={solicitudesClienteHref.nueva()} size="lg" className="w-full sm:w-auto">
      <Plus aria-hidden="true" />
      Nueva solicitud
    </LinkButton>
  )

  return (
    <div className="grid gap-5">
      <PageHeader
        title="Solicitudes de mi obra"
        description="Pida equipos, un cambio o un retiro, y siga en qué va cada solicitud."
        actions={nueva}
      />
      <ListCardsFilter
        label="Estado"
        all="Todas"
        className="sm:max-w-xs"
        value={estado}
        options={ESTADOS_SOLICITUD.map((value) => ({
          value,
          label: ESTADO_SOLICITUD_LABEL[value],
        }))}
        onChange={(value) => void navigate(solicitudesClienteHref.lista({ estado: value }))}
      />
      <PagedListCards
        label="Solicitudes"
        query={query}
        empty={{
          icon: <ClipboardList />,
          title: estado ? 'No hay solicitudes en ese estado' : 'Aún no hay solicitudes',
          description: 'Las solicitudes que envíe aparecerán aquí con su estado.',
        }}
        card={(row) => <SolicitudCard row={row} />}
        pages={{
          page,
          pageSize: SOLICITUDES_POR_PAGINA,
          onPageChange: (next) =>
            void navigate(solicitudesClienteHref.lista({ estado, page: next })),
        }}
      />
    </div>
  )
}

function SolicitudCard({ row }: { row: SolicitudRow }) {
  return (
    <ListCard
      to={solicitudesClienteHref.detalle(row.id)}
      title={row.folio}
      status={<EstadoBadge estado={row.estado} />}
      facts={[
        { term: 'Fecha requerida', value: formatDate(row.fechaRequerida), numeric: true },
        { term: 'Creada', value: formatDate(row.creadoEn), numeric: true },
      ]}
    >
      <p className="font-medium">{TIPO_SOLICITUD_LABEL[row.tipo]}</p>
      <p className="break-words text-sm text-muted-foreground">
        {row.obra.codigo} · {row.obra.nombre}
      </p>
    </ListCard>
  )
}
