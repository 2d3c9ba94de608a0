// arrendador/reports-arrendador-maquina: the signed daily reports of the lessor's machines as cards,
// read-only, newest first — filtered by asset and period (in the URL, so reload and back keep
// them), paged by the API, and exported as CSV or Excel with the same filters.
import { JORNADA_LABEL, type ReportMaquinaRow } from '@cordillera/contracts'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import {
  ListCard,
  ListCardsFilter,
  PagedListCards,
  pageParam,
  useApi,
  useFileDownload,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Download } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'

export const REPORTS_POR_PAGINA = 10

type Filtros = {
  activoId?: string | undefined
  desde?: string | undefined
  hasta?: string | undefined
}

const DIA = /^\d{4}-\d{2}-\d{2}$/
const dia = (value: string | null) => (value && DIA.test(value) ? value : undefined)

const listaHref = (filtros: Filtros & { page?: number }) =>
  href('arrendador-reports-maquina', {}, filtros)

export default function ReportsMaquina() {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const filtros: Filtros = {
    activoId: params.get('activoId') ?? undefined,
    desde: dia(params.get('desde')),
    hasta: dia(params.get('hasta')),
  }
  const page = pageParam(params)
  const queries = arrendadorQueries(api)
  const query = useQuery(
    queries.reportsMaquina.list({
      sort: 'fecha',
      dir: 'desc',
      page,
      pageSize: REPORTS_POR_PAGINA,
      ...filtros,
    }),
  )
  const equipos = useQuery(queries.equipos.list({ pageSize: 'all', sort: 'codigo' }))
  const { descargar, pendiente } = useFileDownload<'csv' | 'xlsx'>()
  const go = (next: Filtros) => void navigate(listaHref({ ...filtros, ...next }))
  const exportar = (format: 'csv' | 'xlsx') =>
    void descargar(format, () =>
      arrendadorApi(api).reportsMaquina.export({ sort: 'fecha', dir: 'desc', format, ...filtros }),
    )
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Reports de mis máquinas"
        description="Los partes diarios firmados de sus equipos en las obras: horas trabajadas, detenidas y actividades."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" pending={pendiente === 'csv'} onClick={() => exportar('csv')}>
              <Download aria-hidden="true" />
              CSV
            </Button>
            <Button
              variant="outline"
              pending={pendiente === 'xlsx'}
              onClick={() => exportar('xlsx')}
            >
              <Download aria-hidden="true" />
              Excel
            </Button>
          </div>
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <ListCardsFilter
          label="Equipo"
          all="Todos"
          value={filtros.activoId}
          options={(equipos.data?.items ?? []).map((equipo) => ({
            value: equipo.id,
            label: `${equipo.codigo} · ${equipo.modelo}`,
          }))}
          onChange={(activoId) => go({ activoId })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="reports-desde">Desde</Label>
          <Input
            id="reports-desde"
            type="date"
            value={filtros.desde ?? ''}
            onChange={(event) => go({ desde: event.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="reports-hasta">Hasta</Label>
          <Input
            id="reports-hasta"
            type="date"
            value={filtros.hasta ?? ''}
            onChange={(event) => go({ hasta: event.target.value || undefined })}
          />
        </div>
      </div>
      <PagedListCards
        label="Reports"
        query={query}
        empty={{
          icon: <ClipboardList />,
          title: 'No hay reports firmados',
          description: 'Los partes diarios firmados de sus equipos aparecerán aquí.',
        }}
        card={(row) => <ReportCard row={row} />}
        pages={{
          page,
          pageSize: REPORTS_POR_PAGINA,
          onPageChange: (next) => void navigate(listaHref({ ...filtros, page: next })),
        }}
      />
    </div>
  )
}

function ReportCard({ row }: { row: ReportMaquinaRow }) {
  return (
    <ListCard
      to={listaHref({ activoId: row.activo.id })}
      title={row.folio}
      status={<EstadoBadge estado={row.estado} />}
      facts={[
        { term: 'Fecha', value: formatDate(row.fecha), numeric: true },
        { term: 'Horas', value: formatNumber(row.horasTrabajadas), numeric: true },
        { term: 'Detenidas', value: formatNumber(row.horasDetenidas), numeric: true },
      ]}
    >
      <p className="font-medium">
        {row.activo.codigo} {row.activo.modelo} · {JORNADA_LABEL[row.jornada]}
      </p>
      <p className="break-words text-sm text-muted-foreground">
        {row.obra.codigo} · {row.obra.nombre}
      </p>
      <p className="break-words text-sm">{row.actividades}</p>
    </ListCard>
  )
}
