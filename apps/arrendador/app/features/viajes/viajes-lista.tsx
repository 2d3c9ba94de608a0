// The lessor's trips as cards, newest first: day, truck, from where to where, km, load and guía.
// Each card opens the trip's edit (`?id=`), "Registrar viaje" a new one (`?nuevo=1`).
import type { ViajeRow } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { LinkButton, ListCard, PagedListCards, pageParam, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Plus, Route } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { viajesHref } from './viajes-href.ts'

export const VIAJES_POR_PAGINA = 10

export function ViajesLista() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const page = pageParam(params)
  const query = useQuery(
    arrendadorQueries(api).viajes.list({
      sort: 'fecha',
      dir: 'desc',
      page,
      pageSize: VIAJES_POR_PAGINA,
    }),
  )
  const nuevo = (
    <LinkButton to={viajesHref.nuevo()} size="lg" className="w-full sm:w-auto">
      <Plus aria-hidden="true" />
      Registrar viaje
    </LinkButton>
  )
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Reports de viaje"
        description="Los viajes de sus camiones: origen, destino, kilómetros, carga y guía. Operaciones los ve."
        actions={nuevo}
      />
      <PagedListCards
        label="Viajes"
        query={query}
        empty={{
          icon: <Route />,
          title: 'Aún no registra viajes',
          description: 'Los viajes que registre aparecerán aquí.',
        }}
        card={(row) => <ViajeCard row={row} />}
        pages={{
          page,
          pageSize: VIAJES_POR_PAGINA,
          onPageChange: (next) => void navigate(viajesHref.lista({ page: next })),
        }}
      />
    </div>
  )
}

function ViajeCard({ row }: { row: ViajeRow }) {
  return (
    <ListCard
      to={viajesHref.editar(row.id)}
      title={`${row.origen} → ${row.destino}`}
      status={<span className="text-sm tabular-nums">{formatDate(row.fecha)}</span>}
      facts={[
        { term: 'Km', value: formatNumber(row.km), numeric: true },
        { term: 'Guía', value: row.guiaDespacho ?? '—', numeric: true },
      ]}
    >
      <p className="font-medium">
        {row.activo.codigo} {row.activo.modelo}
      </p>
      <p className="break-words text-sm text-muted-foreground">{row.carga}</p>
    </ListCard>
  )
}
