// The site client's requests as cards, newest first, a page at a time and filtered by estado:
// what a phone shows without scrolling sideways. Each card opens the request (`?id=`).
import {
  ESTADO_SOLICITUD_LABEL,
  ESTADOS_SOLICITUD,
  type EstadoSolicitud,
  type SolicitudRow,
  TIPO_SOLICITUD_LABEL,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client'
import { LinkButton, ListError, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { Label } from '@cordillera/ui/components/label'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Pagination } from '@cordillera/ui/components/pagination'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@cordillera/ui/components/select'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Plus } from 'lucide-react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { solicitudesClienteHref } from './solicitudes-cliente-href.ts'

export const SOLICITUDES_POR_PAGINA = 10
const TODAS = 'todas'

const isEstado = (value: string | null): value is EstadoSolicitud =>
  (ESTADOS_SOLICITUD as readonly (string | null)[]).includes(value)

export function SolicitudesClienteLista() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const estadoParam = params.get('estado')
  const estado = isEstado(estadoParam) ? estadoParam : undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  const query = useQuery(
    comercialQueries(api).solicitudesCliente.list({
      sort: 'numero',
      dir: 'desc',
      page,
      pageSize: SOLICITUDES_POR_PAGINA,
      estado,
    }),
  )
  const rows = query.data?.items ?? []
  const total = query.data?.total ?? 0
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
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="solicitudes-estado">Estado</Label>
        <Select
          value={estado ?? TODAS}
          onValueChange={(value) =>
            void navigate(
              solicitudesClienteHref.lista({ estado: value === TODAS ? undefined : value }),
            )
          }
        >
          <SelectTrigger id="solicitudes-estado" className="h-11 w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={TODAS}>Todas</SelectItem>
            {ESTADOS_SOLICITUD.map((value) => (
              <SelectItem key={value} value={value}>
                {ESTADO_SOLICITUD_LABEL[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <ListError error={query.error} hasRows={rows.length > 0} />
      {query.isPending ? (
        <div role="status" aria-label="Cargando" className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : rows.length === 0 && !query.isError ? (
        <EmptyState
          icon={<ClipboardList />}
          title={estado ? 'No hay solicitudes en ese estado' : 'Aún no hay solicitudes'}
          description="Las solicitudes que envíe aparecerán aquí con su estado."
        />
      ) : (
        <ul aria-label="Solicitudes" className="grid gap-3" aria-busy={query.isFetching}>
          {rows.map((row) => (
            <li key={row.id}>
              <SolicitudCard row={row} />
            </li>
          ))}
        </ul>
      )}
      {total > SOLICITUDES_POR_PAGINA ? (
        <Pagination
          className="justify-center"
          page={page}
          pageCount={Math.ceil(total / SOLICITUDES_POR_PAGINA)}
          disabled={query.isFetching}
          onPageChange={(next) =>
            void navigate(solicitudesClienteHref.lista({ estado, page: next }))
          }
        />
      ) : null}
    </div>
  )
}

function SolicitudCard({ row }: { row: SolicitudRow }) {
  return (
    <Link
      to={solicitudesClienteHref.detalle(row.id)}
      className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold tabular-nums">{row.folio}</h2>
        <EstadoBadge estado={row.estado} />
      </div>
      <p className="font-medium">{TIPO_SOLICITUD_LABEL[row.tipo]}</p>
      <p className="break-words text-sm text-muted-foreground">
        {row.obra.codigo} · {row.obra.nombre}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Fecha requerida</dt>
          <dd className="tabular-nums">{formatDate(row.fechaRequerida)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Creada</dt>
          <dd className="tabular-nums">{formatDate(row.creadoEn)}</dd>
        </div>
      </dl>
    </Link>
  )
}
