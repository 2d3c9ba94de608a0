// What HR does with a report from its detail: edit it while it is a borrador or en observación,
// and, once the operator signed it, validate it (final) or put it en observación with what must
// be corrected. Both send the version read; a refusal (409: someone else acted first, or it is no
// longer firmado) stays in the dialog with the API's reason and the report is read again.
import {
  isEstadoEditable,
  observarReportSchema,
  observeReportRoute,
  type ReportDetail,
  validateReportRoute,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import {
  CommentAction,
  ConfirmAction,
  RouteLinkButton,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { CheckCheck, MessageSquareWarning, Pencil } from 'lucide-react'
import { horasText } from './report-parts.tsx'

export function ReportAcciones({ report }: { report: ReportDetail }) {
  const can = useCan()
  const firmado = report.estado === 'firmado'
  return (
    <div className="flex flex-wrap gap-2 empty:hidden">
      {isEstadoEditable(report.estado) ? (
        <RouteLinkButton
          route="operadores-report-editar"
          params={{ idOperador: report.operador.id, idReport: report.id }}
          icon={Pencil}
          variant="outline"
          size="sm"
        >
          Editar
        </RouteLinkButton>
      ) : null}
      {firmado && can(validateReportRoute.permission) ? <ValidateReport report={report} /> : null}
      {firmado && can(observeReportRoute.permission) ? <ObserveReport report={report} /> : null}
    </div>
  )
}

function ValidateReport({ report }: { report: ReportDetail }) {
  const api = useApi()
  const validate = useEntityMutation(rrhhQueries(api).reports, () =>
    rrhhApi(api).reports.validate(report.operador.id, report.id, { version: report.version }),
  )
  return (
    <ConfirmAction
      trigger={
        <Button size="sm">
          <CheckCheck aria-hidden="true" />
          Validar
        </Button>
      }
      title={`Validar ${report.folio}`}
      description={`Sus ${horasText(report.horasTrabajadas)} horas trabajadas quedan aprobadas y el report no cambia más.`}
      confirmLabel="Validar"
      run={() => validate.mutateAsync()}
      done={`${report.folio} quedó validado.`}
    />
  )
}

function ObserveReport({ report }: { report: ReportDetail }) {
  const api = useApi()
  const observe = useEntityMutation(rrhhQueries(api).reports, (comentario: string) =>
    // The version of the report on screen, read again after a refusal.
    rrhhApi(api).reports.observe(report.operador.id, report.id, {
      comentario,
      version: report.version,
    }),
  )
  return (
    <CommentAction
      label="Poner en observación"
      icon={MessageSquareWarning}
      variant="outline"
      title={`Poner ${report.folio} en observación`}
      description="El report vuelve a ser editable: el operador o RRHH lo corrigen y el operador lo firma de nuevo."
      schema={observarReportSchema}
      version={report.version}
      comment={{ label: 'Qué debe corregirse', hint: 'El operador lo verá junto al report.' }}
      submitLabel="Poner en observación"
      run={(comentario) => observe.mutateAsync(comentario)}
      done={`${report.folio} quedó en observación.`}
    />
  )
}
