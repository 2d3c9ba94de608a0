// One report's detail over the operator's history, in a side panel opened as a URL state
// (`?report=<id>`): every field, HR's observación, every signature checked against the content,
// the history, and what HR may do with it (editar, validar, poner en observación).
import { JORNADA_LABEL } from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { rrhhQueries } from '@cordillera/data-client/rrhh'
import { apiErrorMessage, useApi } from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@cordillera/ui/components/sheet'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { ReportAcciones } from './report-acciones.tsx'
import { ReportLectura } from './report-parts.tsx'

export function ReportDetalleSheet({
  operadorId,
  reportId,
  onClose,
}: {
  operadorId: string
  reportId: string
  onClose: () => void
}) {
  const api = useApi()
  const query = useQuery(rrhhQueries(api).reports.detail(operadorId, reportId))
  const report = query.data
  const missing =
    query.error instanceof ApiRequestError &&
    (query.error.status === 404 || query.error.status === 400)
  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <SheetContent side="right" className="w-full max-w-2xl sm:max-w-2xl">
        <SheetHeader className="pr-14">
          <SheetTitle className="flex flex-wrap items-center gap-2">
            {report ? `Report ${report.folio}` : 'Report'}
            {report ? <EstadoBadge estado={report.estado} /> : null}
          </SheetTitle>
          <SheetDescription>
            {report
              ? `${report.operador.nombre} · ${formatDate(report.fecha)} · ${JORNADA_LABEL[report.jornada]}`
              : 'Detalle del report, sus firmas y su historial.'}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 px-4 pb-6">
          {report ? (
            <>
              <ReportAcciones report={report} />
              <ReportLectura report={report} />
            </>
          ) : query.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {missing
                  ? 'El report no existe: puede que se haya eliminado.'
                  : apiErrorMessage(query.error)}
              </AlertDescription>
            </Alert>
          ) : (
            <div role="status" aria-label="Cargando" className="grid gap-4">
              <Skeleton className="h-8 w-48" />
              <Skeleton className="h-64 w-full" />
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
