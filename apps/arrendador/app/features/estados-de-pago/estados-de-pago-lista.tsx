// The lessor's estados de pago as cards, newest first, filtered by estado: folio, obra, period,
// total and estado, and how many of its requests wait for an answer. Each card opens the EDP.
import {
  ESTADO_EDP_EXTERNO_LABEL,
  ESTADOS_EDP_ARRENDADOR,
  type EstadoDePagoArrendadorRow,
} from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import {
  ListCard,
  ListCardsFilter,
  newestFirst,
  PagedListCards,
  pageParam,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatClp, formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { estadosDePagoHref } from './estados-de-pago-href.ts'

export const EDPS_POR_PAGINA = 10

type Estado = (typeof ESTADOS_EDP_ARRENDADOR)[number]
const isEstado = (value: string | null): value is Estado =>
  (ESTADOS_EDP_ARRENDADOR as readonly (string | null)[]).includes(value)

export function EstadosDePagoLista() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const estadoParam = params.get('estado')
  const estado = isEstado(estadoParam) ? estadoParam : undefined
  const page = pageParam(params)
  const query = useQuery(
    arrendadorQueries(api).estadosDePago.list(newestFirst(page, EDPS_POR_PAGINA, estado)),
  )
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Estados de pago"
        description="Lo que Cordillera le paga por sus equipos en cada obra y período: revíselo, acéptelo o pida un ajuste."
      />
      <ListCardsFilter
        label="Estado"
        all="Todos"
        className="sm:max-w-xs"
        value={estado}
        options={ESTADOS_EDP_ARRENDADOR.map((value) => ({
          value,
          label: ESTADO_EDP_EXTERNO_LABEL[value],
        }))}
        onChange={(value) => void navigate(estadosDePagoHref.lista({ estado: value }))}
      />
      <PagedListCards
        label="Estados de pago"
        query={query}
        empty={{
          icon: <ReceiptText />,
          title: estado ? 'No hay estados de pago en ese estado' : 'Aún no tiene estados de pago',
          description: 'Los estados de pago que Cordillera le emita aparecerán aquí.',
        }}
        card={(row) => <EstadoDePagoCard row={row} />}
        pages={{
          page,
          pageSize: EDPS_POR_PAGINA,
          onPageChange: (next) => void navigate(estadosDePagoHref.lista({ estado, page: next })),
        }}
      />
    </div>
  )
}

function EstadoDePagoCard({ row }: { row: EstadoDePagoArrendadorRow }) {
  return (
    <ListCard
      to={estadosDePagoHref.detalle(row.id)}
      title={row.folio}
      status={<EstadoBadge estado={row.estado} />}
      facts={[
        { term: 'Total', value: formatClp(row.total), numeric: true },
        { term: 'Revisión', value: row.revision, numeric: true },
        ...(row.solicitudesPendientes > 0
          ? [{ term: 'Solicitudes pendientes', value: row.solicitudesPendientes, numeric: true }]
          : []),
      ]}
    >
      <p className="font-medium">
        {row.obra.codigo} {row.obra.nombre}
      </p>
      <p className="text-sm text-muted-foreground">
        {formatDate(row.fechaInicio)} al {formatDate(row.fechaFin)}
      </p>
    </ListCard>
  )
}
