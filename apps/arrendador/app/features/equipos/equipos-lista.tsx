// The lessor's assets as cards (a phone's list, as the operador portal's): where each is and since
// when, its last hour-meter reading and the hours its signed reports add up this month; filtered
// by estado, a page at a time. Each card opens the asset (`?id=`).
import {
  type EquipoRow,
  ESTADO_ACTIVO_LABEL,
  ESTADOS_ACTIVO,
  type EstadoActivo,
} from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import {
  ListCard,
  ListCardsFilter,
  PagedListCards,
  pageParam,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Truck } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { equiposHref } from './equipos-href.ts'

export const EQUIPOS_POR_PAGINA = 10

const isEstado = (value: string | null): value is EstadoActivo =>
  (ESTADOS_ACTIVO as readonly (string | null)[]).includes(value)

export function EquiposLista() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const estadoParam = params.get('estado')
  const estado = isEstado(estadoParam) ? estadoParam : undefined
  const page = pageParam(params)
  const query = useQuery(
    arrendadorQueries(api).equipos.list({
      sort: 'codigo',
      dir: 'asc',
      page,
      pageSize: EQUIPOS_POR_PAGINA,
      estado,
    }),
  )
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Mis equipos"
        description="Sus equipos arrendados a Cordillera: dónde está cada uno, su horómetro y las horas del mes."
      />
      <ListCardsFilter
        label="Estado"
        all="Todos"
        className="sm:max-w-xs"
        value={estado}
        options={ESTADOS_ACTIVO.map((value) => ({ value, label: ESTADO_ACTIVO_LABEL[value] }))}
        onChange={(value) => void navigate(equiposHref.lista({ estado: value }))}
      />
      <PagedListCards
        label="Equipos"
        query={query}
        empty={{
          icon: <Truck />,
          title: estado ? 'No hay equipos en ese estado' : 'Aún no tiene equipos registrados',
          description: 'Sus equipos en Cordillera aparecerán aquí con dónde está cada uno.',
        }}
        card={(row) => <EquipoCard row={row} />}
        pages={{
          page,
          pageSize: EQUIPOS_POR_PAGINA,
          onPageChange: (next) => void navigate(equiposHref.lista({ estado, page: next })),
        }}
      />
    </div>
  )
}

function EquipoCard({ row }: { row: EquipoRow }) {
  return (
    <ListCard
      to={equiposHref.detalle(row.id)}
      title={row.codigo}
      status={<EstadoBadge estado={row.estado} />}
      facts={[
        { term: 'Horómetro', value: formatNumber(row.horometro), numeric: true },
        { term: 'Horas del mes', value: formatNumber(row.horasMes), numeric: true },
      ]}
    >
      <p className="font-medium">
        {row.tipoActivo} · {row.marca} {row.modelo}
      </p>
      <p className="break-words text-sm text-muted-foreground">
        {row.obraActual ? `${row.obraActual.codigo} · ${row.obraActual.nombre}` : 'Sin obra'}
      </p>
    </ListCard>
  )
}
