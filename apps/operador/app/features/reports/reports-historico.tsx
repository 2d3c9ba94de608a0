// operador/reports-historico: the operator's reports, newest day first, a page at a time, filtered
// by estado and by a period of days; each card opens the report read-only (`?id=`) with its
// signatures and history. The last pages seen are kept on the phone for a look without signal.
import {
  ESTADO_REPORT_LABEL,
  ESTADOS_REPORT,
  type EstadoReport,
  JORNADA_LABEL,
  type ReportRow,
} from '@cordillera/contracts'
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import { ListCard, ListCards, ListCardsFilter, useApi } from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { DatePicker } from '@cordillera/ui/components/forms/date-picker'
import { Field } from '@cordillera/ui/components/forms/field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { History } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { isUnreachable } from './offline/unreachable.ts'
import { Cargando, ConnectionNotice, StorageError } from './report-parts.tsx'
import { reportsHref } from './reports-href.ts'
import {
  misReportsKeys,
  useKeptQuery,
  useKeptReport,
  useOnline,
  useReportsOffline,
} from './use-reports-offline.ts'

export const REPORTS_POR_PAGINA = 10
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const isEstado = (value: string | null): value is EstadoReport =>
  (ESTADOS_REPORT as readonly (string | null)[]).includes(value)
const fecha = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined)

export default function ReportsHistorico() {
  const [params] = useSearchParams()
  const { offline, error } = useReportsOffline()
  const id = params.get('id')
  if (error) return <StorageError />
  if (!offline) return null
  return id ? <ReportDetalle id={id} offline={offline} /> : <Historico offline={offline} />
}

function Historico({ offline }: { offline: ReportsOffline }) {
  const api = useApi()
  const online = useOnline()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const estadoParam = params.get('estado')
  const filtros = {
    estado: isEstado(estadoParam) ? estadoParam : undefined,
    desde: fecha(params.get('desde')),
    hasta: fecha(params.get('hasta')),
  }
  const page = Math.max(1, Number(params.get('page')) || 1)
  const query = {
    sort: 'fecha' as const,
    dir: 'desc' as const,
    page,
    pageSize: REPORTS_POR_PAGINA,
    ...filtros,
  }
  const list = useKeptQuery(offline, misReportsKeys.history(offline.userId, query), (signal) =>
    misReportsApi(api).list(query, signal),
  )
  const go = (next: Partial<typeof filtros> & { page?: number }) =>
    void navigate(reportsHref.historico({ ...filtros, page: undefined, ...next }))
  const rows = list.data?.value.items ?? []
  const total = list.data?.value.total ?? 0

  return (
    <div className="grid gap-5">
      <PageHeader
        title="Histórico de reports"
        description="Todos sus reports, del más reciente al más antiguo."
      />
      <ConnectionNotice
        online={online}
        keptAt={list.data?.fromCache ? list.data.savedAt : undefined}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <ListCardsFilter
          label="Estado"
          all="Todos"
          className="col-span-2 sm:col-span-1"
          value={filtros.estado}
          options={ESTADOS_REPORT.map((value) => ({ value, label: ESTADO_REPORT_LABEL[value] }))}
          onChange={(estado) => go({ estado })}
        />
        <FechaFiltro
          label="Desde"
          value={filtros.desde}
          max={filtros.hasta}
          onChange={(desde) => go({ desde })}
        />
        <FechaFiltro
          label="Hasta"
          value={filtros.hasta}
          min={filtros.desde}
          onChange={(hasta) => go({ hasta })}
        />
      </div>
      <ListCards
        label="Reports"
        rows={rows}
        isPending={list.isPending}
        isFetching={list.isFetching}
        failed={
          list.isError && !list.data ? (
            <Alert variant="destructive">
              <AlertDescription>
                {isUnreachable(list.error)
                  ? 'Sin conexión, y esta página del histórico no está guardada en el teléfono.'
                  : list.error instanceof Error
                    ? list.error.message
                    : 'No se pudo cargar el histórico.'}
              </AlertDescription>
            </Alert>
          ) : null
        }
        empty={{
          icon: <History />,
          title: 'No hay reports con esos filtros',
          description: 'Cambie el estado o las fechas para ver otros.',
        }}
        card={(row) => <HistoricoCard row={row} />}
        pages={{
          page,
          pageSize: REPORTS_POR_PAGINA,
          total,
          onPageChange: (next) => go({ page: next }),
          className: '[&_button]:size-11',
        }}
      />
    </div>
  )
}

/**
 * A day of the period: the list follows once a whole date is typed or chosen (or it is cleared),
 * not on every keystroke; the field keeps what is being typed meanwhile.
 */
function FechaFiltro({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string
  value: string | undefined
  min?: string | undefined
  max?: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const [typed, setTyped] = useState<string | null>(value ?? null)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setTyped(value ?? null)
  }
  return (
    <Field label={label}>
      {(control) => (
        <DatePicker
          {...control}
          className="[&_input]:h-11"
          value={typed}
          min={min}
          max={max}
          onChange={(next) => {
            setTyped(next)
            if (next === null || ISO_DATE.test(next)) onChange(next ?? undefined)
          }}
        />
      )}
    </Field>
  )
}

function HistoricoCard({ row }: { row: ReportRow }) {
  return (
    <ListCard
      to={reportsHref.detalle(row.id)}
      title={row.folio}
      status={<EstadoBadge estado={row.estado} />}
      facts={[
        {
          term: 'Jornada',
          value: (
            <>
              <span className="tabular-nums">{formatDate(row.fecha)}</span> ·{' '}
              {JORNADA_LABEL[row.jornada]}
            </>
          ),
        },
        {
          term: 'Horas trabajadas',
          value: `${formatNumber(row.horasTrabajadas, { maxDecimals: 1 })} h`,
          numeric: true,
        },
      ]}
    >
      <p className="font-medium">
        {row.activo.codigo} · {row.activo.tipo}
      </p>
      <p className="break-words text-sm text-muted-foreground">{row.obra.nombre}</p>
    </ListCard>
  )
}

// A report opened from the history: its page's code loads when one is opened, not with the list.
const ReportPage = lazy(async () => ({
  default: (await import('./report-resumen.tsx')).ReportPage,
}))

function ReportDetalle({ id, offline }: { id: string; offline: ReportsOffline }) {
  const online = useOnline()
  const detail = useKeptReport(offline, id)
  return (
    <Suspense fallback={<Cargando className="grid gap-3" blocks={['h-8 w-48', 'h-64 w-full']} />}>
      <ReportPage
        detail={detail}
        back={{ to: reportsHref.historico(), label: 'Volver al histórico', text: 'Histórico' }}
        online={online}
      />
    </Suspense>
  )
}
