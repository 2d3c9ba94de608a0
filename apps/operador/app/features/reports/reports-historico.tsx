// operador/reports-historico: the operator's reports, newest day first, a page at a time, filtered
// by estado and by a period of days; each card opens the report read-only (`?id=`) with its
// signatures and history. The last pages seen are kept on the phone for a look without signal.
import { ESTADO_REPORT_LABEL, ESTADOS_REPORT, JORNADA_LABEL } from '@cordillera/contracts'
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import {
  CardListScreen,
  dateFilter,
  estadoFilter,
  ListCard,
  useApi,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { useQueryClient } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { keptQuery } from './offline/kept-answers.ts'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { isUnreachable } from './offline/unreachable.ts'
import { Cargando, ConnectionNotice, StorageError } from './report-parts.tsx'
import { reportsHref } from './reports-href.ts'
import {
  misReportsKeys,
  useKeptReport,
  useOnline,
  useReportsOffline,
} from './use-reports-offline.ts'

export default function ReportsHistorico() {
  const [params] = useSearchParams()
  const { offline, error } = useReportsOffline()
  const id = params.get('id')
  if (error) return <StorageError />
  if (!offline) return null
  return id ? <ReportDetalle id={id} offline={offline} /> : <Historico offline={offline} />
}

const filters = {
  estado: estadoFilter(ESTADOS_REPORT, ESTADO_REPORT_LABEL, 'Todos'),
  desde: dateFilter('Desde', { notAfter: 'hasta' }),
  hasta: dateFilter('Hasta', { notBefore: 'desde' }),
}

function Historico({ offline }: { offline: ReportsOffline }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const online = useOnline()
  return (
    <CardListScreen
      title="Histórico de reports"
      description="Todos sus reports, del más reciente al más antiguo."
      label="Reports"
      filters={filters}
      order={{ sort: 'fecha', dir: 'desc' }}
      list={(query) =>
        keptQuery(queryClient, misReportsKeys.history(offline.userId, query), (signal) =>
          misReportsApi(api).list(query, signal),
        )
      }
      page={(kept) => kept.value}
      above={(kept) => (
        <ConnectionNotice online={online} keptAt={kept?.fromCache ? kept.savedAt : undefined} />
      )}
      failed={(error) => (
        <Alert variant="destructive">
          <AlertDescription>
            {isUnreachable(error)
              ? 'Sin conexión, y esta página del histórico no está guardada en el teléfono.'
              : error instanceof Error
                ? error.message
                : 'No se pudo cargar el histórico.'}
          </AlertDescription>
        </Alert>
      )}
      empty={{
        icon: <History />,
        title: 'No hay reports con esos filtros',
        description: 'Cambie el estado o las fechas para ver otros.',
      }}
      card={(row) => (
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
      )}
    />
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
