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
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import {
  apiErrorMessage,
  DialogHeading,
  FormActions,
  FormDialog,
  RouteLinkButton,
  showApiError,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { CheckCheck, MessageSquareWarning, Pencil } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
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
  const [open, setOpen] = useState(false)
  const [problema, setProblema] = useState<string | undefined>()
  const validate = useEntityMutation(rrhhQueries(api).reports, () =>
    rrhhApi(api).reports.validate(report.operador.id, report.id, { version: report.version }),
  )
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setProblema(undefined)
      }}
      trigger={
        <Button size="sm">
          <CheckCheck aria-hidden="true" />
          Validar
        </Button>
      }
      title={`Validar ${report.folio}`}
      description={`Sus ${horasText(report.horasTrabajadas)} horas trabajadas quedan aprobadas y el report no cambia más.`}
      confirmLabel="Validar"
      errorMessage={problema}
      onConfirm={async () => {
        try {
          await validate.mutateAsync()
        } catch (error) {
          setProblema(apiErrorMessage(error))
          throw error
        }
        notify.success(`${report.folio} quedó validado.`)
      }}
    />
  )
}

type ObserveValues = z.output<typeof observarReportSchema>

function ObserveReport({ report }: { report: ReportDetail }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <MessageSquareWarning aria-hidden="true" />
        Poner en observación
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} className="sm:max-w-lg">
        <DialogHeading
          title={`Poner ${report.folio} en observación`}
          description="El report vuelve a ser editable: el operador o RRHH lo corrigen y el operador lo firma de nuevo."
        />
        {open ? <ObserveForm report={report} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  )
}

function ObserveForm({ report, onDone }: { report: ReportDetail; onDone: () => void }) {
  const api = useApi()
  const [problema, setProblema] = useState<string | null>(null)
  const form = useZodForm(observarReportSchema, {
    defaultValues: { comentario: '', version: report.version },
  })
  const observe = useEntityMutation(rrhhQueries(api).reports, ({ comentario }: ObserveValues) =>
    // The version of the report on screen, read again after a refusal.
    rrhhApi(api).reports.observe(report.operador.id, report.id, {
      comentario,
      version: report.version,
    }),
  )
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={async (values) => {
        setProblema(null)
        try {
          await observe.mutateAsync(values)
        } catch (error) {
          showApiError(error, form)
          const porCampo = error instanceof ApiRequestError && Object.keys(error.fields).length > 0
          if (!porCampo) setProblema(apiErrorMessage(error))
          return
        }
        notify.success(`${report.folio} quedó en observación.`)
        onDone()
      }}
    >
      <TextareaField
        name="comentario"
        label="Qué debe corregirse"
        hint="El operador lo verá junto al report."
        rows={4}
      />
      {problema ? (
        <Alert variant="destructive">
          <AlertDescription>{problema}</AlertDescription>
        </Alert>
      ) : null}
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Poner en observación"
        cancel={{ onClick: onDone }}
      />
    </Form>
  )
}
