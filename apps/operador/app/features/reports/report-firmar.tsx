// operador/reports/:id/firmar: the report read-only and a box to sign it with a finger; "Firmar"
// sends the drawn signature (a PNG) at the version read. Signed, the report stays on screen
// read-only with its signature and whether it is verified. Signing needs the connection, and a
// report with changes still only on the phone is synced first (the signature covers what the
// server holds).
import { firmarReportSchema, isEstadoEditable, type ReportDetail } from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import { LinkButton, showApiError, useApi } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { Field } from '@cordillera/ui/components/forms/field-frame'
import { SignaturePad } from '@cordillera/ui/components/forms/signature-pad'
import { notify } from '@cordillera/ui/components/toaster'
import { useQueryClient } from '@tanstack/react-query'
import { PenLine } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import type { Draft } from './offline/reports-db.ts'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { SyncNowButton, WarningNotice } from './report-parts.tsx'
import { ReportPage } from './report-resumen.tsx'
import { ReportRoute } from './report-route.tsx'
import { reportsHref } from './reports-href.ts'
import { StickyActions } from './sticky-actions.tsx'
import {
  misReportsKeys,
  useKeptReport,
  useLocalDraft,
  useOnline,
  useSyncing,
} from './use-reports-offline.ts'

export default function ReportFirmar() {
  return <ReportRoute page={Firmar} />
}

function Firmar({ id, offline }: { id: string; offline: ReportsOffline }) {
  const online = useOnline()
  const syncing = useSyncing(offline)
  const pending = useLocalDraft(offline, id)?.draft
  const detail = useKeptReport(offline, id, { fresh: true })
  return (
    <ReportPage
      detail={detail}
      back={{ to: reportsHref.lista(), label: 'Volver a mis reports', text: 'Mis reports' }}
      online={online}
    >
      {(report) =>
        isEstadoEditable(report.estado) ? (
          pending ? (
            <PendingChanges draft={pending} offline={offline} online={online} syncing={syncing} />
          ) : (
            <FirmaForm key={report.version} report={report} offline={offline} online={online} />
          )
        ) : null
      }
    </ReportPage>
  )
}

/** Changes to this report still only on the phone: the signature waits until they are on the server. */
function PendingChanges({
  draft,
  offline,
  online,
  syncing,
}: {
  draft: Draft
  offline: ReportsOffline
  online: boolean
  syncing: boolean
}) {
  if (draft.status === 'conflict') {
    return (
      <WarningNotice title="El report tiene un conflicto" className="grid gap-3">
        <p>Decida en «Mis reports» qué versión queda antes de firmarlo.</p>
        <LinkButton to={reportsHref.lista()} variant="outline" size="touch">
          Ir a mis reports
        </LinkButton>
      </WarningNotice>
    )
  }
  return (
    <WarningNotice title="Tiene cambios sin sincronizar" className="grid gap-3">
      <p>Sincronice este report antes de firmarlo: la firma cubre lo que está en el servidor.</p>
      <SyncNowButton
        syncing={syncing}
        online={online}
        onSync={() => offline.sync({ mode: 'all', keys: [draft.key] })}
      />
    </WarningNotice>
  )
}

function FirmaForm({
  report,
  offline,
  online,
}: {
  report: ReportDetail
  offline: ReportsOffline
  online: boolean
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  // One field, the drawn signature: checked with the contract's schema, no form library (the
  // screen's first load stays within its budget: decision 052).
  const [firma, setFirma] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const detailKey = misReportsKeys.detail(offline.userId, report.id)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = firmarReportSchema.safeParse({
      firma: firma ?? undefined,
      version: report.version,
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setSubmitting(true)
    try {
      const signed = await misReportsApi(api).sign(report.id, parsed.data)
      offline.answers.putDetail(signed)
      await queryClient.invalidateQueries({
        queryKey: misReportsKeys.today(offline.userId),
      })
      notify.success(`Report ${signed.folio} firmado`)
    } catch (failure) {
      // The API's own word on the signature goes under it; every refusal is also a toast.
      if (failure instanceof ApiRequestError && failure.fields.firma) setError(failure.fields.firma)
      showApiError(failure)
      // Changed meanwhile (HR observed it): read it again before signing what it says now.
      if (failure instanceof ApiRequestError && failure.status === 409) {
        await queryClient.invalidateQueries({ queryKey: detailKey })
      }
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Firmar</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <p className="text-sm text-muted-foreground">
            Al firmar confirma que el report refleja su jornada. Después ya no podrá editarlo.
          </p>
          <Field label="Su firma" error={error}>
            {(control) => (
              <SignaturePad
                {...control}
                name="firma"
                value={firma}
                onChange={(next) => {
                  setFirma(next)
                  setError(undefined)
                }}
                height={200}
              />
            )}
          </Field>
          {online ? null : (
            <p role="status" className="text-sm text-warning-soft-foreground">
              Firmar necesita conexión: vuelva a intentarlo cuando tenga señal.
            </p>
          )}
          <StickyActions>
            <Button
              type="submit"
              size="touch"
              disabled={!online}
              pending={submitting}
              className="w-full md:w-auto"
            >
              {submitting ? null : <PenLine aria-hidden="true" />}
              Firmar
            </Button>
          </StickyActions>
        </form>
      </CardContent>
    </Card>
  )
}
