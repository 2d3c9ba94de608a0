// operadores/:idOperador/report/:idReport: HR corrects a report while it is a borrador or en
// observación (HR's comment above the form), saved with the version read; when someone else saved
// first the API answers 409 and the conflict alert offers to reload. A firmado or validado report
// is shown read-only, saying why it no longer changes.
import {
  ESTADO_REPORT_LABEL,
  type EstadoReport,
  isEstadoEditable,
  JORNADA_LABEL,
  type ReportDetail,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { href, routeByName } from '@cordillera/permissions'
import {
  equipoOpciones,
  LinkButton,
  QueryView,
  type ReportValues,
  reportDefaults,
  updateBody,
  useApi,
  useCan,
  useVersionConflict,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { historialHref } from '../common/report-links.ts'
import { ReportForm } from './report-form.tsx'
import { ObservacionReport, ReportLectura } from './report-parts.tsx'

/** Why a report no longer changes, by its estado. */
export const NO_EDITABLE: Partial<Record<EstadoReport, string>> = {
  firmado:
    'El operador ya lo firmó: su contenido queda fijo. Si hay que corregirlo, póngalo en observación desde el historial del operador y volverá a ser editable.',
  validado: 'RRHH ya lo validó: es definitivo y no cambia más.',
}

export default function ReportEditar() {
  const { idOperador = '', idReport = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const conHistorial = can(routeByName('operadores-historial-report').key)
  const query = useQuery(rrhhQueries(api).reports.detail(idOperador, idReport))
  return (
    <QueryView
      query={query}
      thing="El report"
      back={{ to: historialHref(idOperador), label: 'Volver al historial del operador' }}
    >
      {(report) => (
        <div className="grid gap-6">
          <PageHeader
            title={
              isEstadoEditable(report.estado) ? `Editar ${report.folio}` : `Report ${report.folio}`
            }
            description={
              <span className="flex flex-wrap items-center gap-2">
                {report.operador.nombre} · {formatDate(report.fecha)} ·{' '}
                {JORNADA_LABEL[report.jornada]}
                <EstadoBadge estado={report.estado} />
              </span>
            }
          />
          {isEstadoEditable(report.estado) ? (
            <EditarReport report={report} />
          ) : (
            <>
              <Alert variant="warning" className="max-w-3xl">
                <AlertTitle>
                  Un report {ESTADO_REPORT_LABEL[report.estado].toLowerCase()} no se edita
                </AlertTitle>
                <AlertDescription className="grid gap-3">
                  <p>{NO_EDITABLE[report.estado]}</p>
                  {conHistorial ? (
                    <div>
                      <LinkButton
                        to={historialHref(report.operador.id, report.id)}
                        variant="outline"
                        size="sm"
                      >
                        Ver en el historial
                      </LinkButton>
                    </div>
                  ) : null}
                </AlertDescription>
              </Alert>
              <div className="max-w-3xl">
                <ReportLectura report={report} />
              </div>
            </>
          )}
        </div>
      )}
    </QueryView>
  )
}

/**
 * The form over the report as read. The assets come from the operator's assignments for whoever
 * may write reports; anyone else keeps the report's own asset.
 */
function EditarReport({ report }: { report: ReportDetail }) {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const operadorId = report.operador.id
  const detail = rrhhQueries(api).reports.detail(operadorId, report.id)
  const conflict = useVersionConflict('este report', detail.queryKey)
  const conOpciones = can(routeByName('operadores-report-crear').key)
  const opciones = useQuery({
    ...rrhhQueries(api).reports.opciones(operadorId),
    enabled: conOpciones,
  })
  const conHistorial = can(routeByName('operadores-historial-report').key)
  // The queue en observación takes this screen's own key: whoever edits may go back to it.
  const volver = conHistorial
    ? historialHref(operadorId, report.id)
    : href('reports-en-observacion')
  const update = useEntityMutation(rrhhQueries(api).reports, (values: ReportValues) =>
    rrhhApi(api).reports.update(operadorId, report.id, updateBody(values, report.version)),
  )
  if (conOpciones && opciones.isPending) return <Skeleton className="h-96 max-w-3xl" />
  return (
    <>
      {report.estado === 'en-observacion' ? (
        <div className="max-w-3xl">
          <ObservacionReport report={report} />
        </div>
      ) : null}
      {conflict.alert}
      <ReportForm
        // A reload after a conflict brings the new version: the form starts over from it.
        key={report.version}
        equipos={equipoOpciones(opciones.data?.asignaciones ?? [], report)}
        hoy={opciones.data?.hoy ?? null}
        defaultValues={reportDefaults(report)}
        submitLabel="Guardar cambios"
        cancelTo={volver}
        onConflict={conflict.onConflict}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values)
          notify.success(`${saved.folio} se guardó.`)
          await navigate(conHistorial ? historialHref(operadorId, saved.id) : volver)
        }}
      />
    </>
  )
}
