// The lessor's incidents as cards, newest first, filtered by estado: folio, asset, tipo, day and
// estado. Each card opens the incident (`?id=`), "Informar incidente" the form (`?nuevo=1`).
import {
  ESTADO_INCIDENTE_LABEL,
  ESTADOS_INCIDENTE,
  type EstadoIncidente,
  type IncidenteRow,
  TIPO_INCIDENTE_LABEL,
} from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
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
import { Plus, TriangleAlert } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { incidentesHref } from './incidentes-href.ts'

export const INCIDENTES_POR_PAGINA = 10

const isEstado = (value: string | null): value is EstadoIncidente =>
  (ESTADOS_INCIDENTE as readonly (string | null)[]).includes(value)

export function IncidentesLista() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const estadoParam = params.get('estado')
  const estado = isEstado(estadoParam) ? estadoParam : undefined
  const page = pageParam(params)
  const query = useQuery(
    arrendadorQueries(api).incidentes.list(newestFirst(page, INCIDENTES_POR_PAGINA, estado)),
  )
  const nuevo = (
    <LinkButton to={incidentesHref.nuevo()} size="lg" className="w-full sm:w-auto">
      <Plus aria-hidden="true" />
      Informar incidente
    </LinkButton>
  )
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Incidentes"
        description="Fallas, siniestros y otros incidentes de sus equipos, y en qué va cada uno."
        actions={nuevo}
      />
      <ListCardsFilter
        label="Estado"
        all="Todos"
        className="sm:max-w-xs"
        value={estado}
        options={ESTADOS_INCIDENTE.map((value) => ({
          value,
          label: ESTADO_INCIDENTE_LABEL[value],
        }))}
        onChange={(value) => void navigate(incidentesHref.lista({ estado: value }))}
      />
      <PagedListCards
        label="Incidentes"
        query={query}
        empty={{
          icon: <TriangleAlert />,
          title: estado ? 'No hay incidentes en ese estado' : 'No ha informado incidentes',
          description: 'Los incidentes que informe aparecerán aquí con su estado.',
        }}
        card={(row) => <IncidenteCard row={row} />}
        pages={{
          page,
          pageSize: INCIDENTES_POR_PAGINA,
          onPageChange: (next) => void navigate(incidentesHref.lista({ estado, page: next })),
        }}
      />
    </div>
  )
}

function IncidenteCard({ row }: { row: IncidenteRow }) {
  return (
    <ListCard
      to={incidentesHref.detalle(row.id)}
      title={row.folio}
      status={<EstadoBadge estado={row.estado} />}
      facts={[
        { term: 'Fecha', value: formatDate(row.fecha), numeric: true },
        { term: 'Fotos', value: row.fotosCount, numeric: true },
      ]}
    >
      <p className="font-medium">
        {TIPO_INCIDENTE_LABEL[row.tipo]} · {row.activo.codigo} {row.activo.modelo}
      </p>
      <p className="line-clamp-2 break-words text-sm text-muted-foreground">{row.descripcion}</p>
    </ListCard>
  )
}
