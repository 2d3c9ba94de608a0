// operador/reports/:id/editar: a correction, offline too. `:id` is a draft still only on the phone
// (its claveSync) or a server report (its id). A draft is corrected in place; a server report's
// changes are kept with the version read and sent as an edit at that version. A draft the server
// refused opens with its Spanish messages under the fields; one in conflict shows the conflict to
// decide first. A report already signed or validated is not editable here.
import { ESTADO_REPORT_LABEL, isEstadoEditable, type ReportDetail } from '@cordillera/contracts'
import {
  conPropio,
  equipoDeLabel,
  equipoOpciones,
  LinkButton,
  QueryView,
  reportDefaults,
  useApi,
  valuesDefaults,
} from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { todayIsoDate } from '@cordillera/ui/format'
import { lazy, Suspense, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useGoAfterSave } from './after-save.ts'
import type { Draft, EditDraft, NewDraft } from './offline/reports-db.ts'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { OpcionesView, useOpciones } from './opciones.tsx'
import { FormLoading, ReportForm, usePreloadReportForm } from './report-form-on-demand.tsx'
import { ConnectionNotice, ObservacionNotice, SyncState, WarningNotice } from './report-parts.tsx'
import { ReportRoute } from './report-route.tsx'
import { reportsHref } from './reports-href.ts'
import { useKeptReport, useLocalDraft, useOnline } from './use-reports-offline.ts'

export default function ReportEditar() {
  usePreloadReportForm()
  return <ReportRoute page={Editar} />
}

// Shown only for a draft the server refused as a conflict: its code loads when one is on screen.
const ConflictPanel = lazy(async () => ({
  default: (await import('./conflict-panel.tsx')).ConflictPanel,
}))

/** The form's key: it starts over (with the server's messages) when a sync refused the content. */
const formKey = (draft: Draft | undefined) =>
  draft?.status === 'failed' ? `refused-${draft.revision}` : 'form'

function Editar({ id, offline }: { id: string; offline: ReportsOffline }) {
  const local = useLocalDraft(offline, id)
  if (!local) return null
  // A draft synced meanwhile: the report it became.
  if (local.syncedAs) return <Navigate to={reportsHref.editar(local.syncedAs)} replace />
  if (local.draft?.kind === 'new') return <EditarBorrador draft={local.draft} offline={offline} />
  return <EditarReport id={id} draft={local.draft} offline={offline} />
}

function Header({ title, draft }: { title: string; draft?: Draft | undefined }) {
  return (
    <div className="grid gap-2">
      <PageHeader title={title} />
      {draft && draft.status !== 'conflict' ? (
        <div>
          <SyncState draft={draft} />
        </div>
      ) : null}
    </div>
  )
}

/** A report still only on the phone. */
function EditarBorrador({ draft, offline }: { draft: NewDraft; offline: ReportsOffline }) {
  const goAfterSave = useGoAfterSave(offline)
  const online = useOnline()
  const opciones = useOpciones(offline, useApi())
  const today = todayIsoDate()
  return (
    <div className="grid gap-5">
      <Header title="Editar borrador" draft={draft} />
      <ConnectionNotice online={online} />
      <OpcionesView query={opciones}>
        {(data) => (
          <ReportForm
            key={formKey(draft)}
            equipos={conPropio(
              equipoOpciones(data.asignaciones),
              equipoDeLabel(draft.values.activoId, draft.label),
            )}
            defaultValues={valuesDefaults(draft.values)}
            problem={draft.problem}
            today={today}
            submitLabel="Guardar cambios"
            cancelTo={reportsHref.lista()}
            onSubmit={async (values, label) => {
              const saved = await offline.store.saveNew(values, label, draft.key)
              await goAfterSave(saved.key)
            }}
          />
        )}
      </OpcionesView>
    </div>
  )
}

/** A server report (with the phone's pending changes to it, if any). */
function EditarReport({
  id,
  draft,
  offline,
}: {
  id: string
  draft: Draft | undefined
  offline: ReportsOffline
}) {
  const online = useOnline()
  // Changes kept on the phone carry the report as read: no need to wait for the server.
  const detail = useKeptReport(offline, id, { enabled: !draft, fresh: true })
  const pending = draft?.kind === 'edit' ? draft : undefined
  const keptAt = !pending && detail.data?.fromCache ? detail.data.savedAt : undefined
  const back = { to: reportsHref.lista(), label: 'Volver a mis reports' }

  if (pending) return <EditarCambios draft={pending} offline={offline} online={online} />
  return (
    <div className="grid gap-5">
      <ConnectionNotice online={online} keptAt={keptAt} />
      <QueryView query={detail} back={back} thing="El report">
        {({ value: report }) => <EditarCambios report={report} offline={offline} online={online} />}
      </QueryView>
    </div>
  )
}

function EditarCambios({
  report: read,
  draft,
  offline,
  online,
}: {
  report?: ReportDetail
  draft?: EditDraft
  offline: ReportsOffline
  online: boolean
}) {
  const api = useApi()
  const navigate = useNavigate()
  const goAfterSave = useGoAfterSave(offline)
  const opciones = useOpciones(offline, api)
  // The version the form was opened on: changes are made on it, and a newer one on the server
  // (read again meanwhile) makes them a conflict at sync, never a silent overwrite.
  const [opened] = useState(read)
  const report = (draft?.base ?? opened) as ReportDetail
  const today = todayIsoDate()

  if (draft?.status === 'conflict') {
    return (
      <div className="grid gap-5">
        <Header title={`Editar report ${report.folio}`} />
        <Suspense fallback={<FormLoading />}>
          <ConflictPanel
            draft={draft}
            offline={offline}
            onReapplied={() => goAfterSave(draft.key)}
          />
        </Suspense>
      </div>
    )
  }
  if (!isEstadoEditable(report.estado)) {
    return (
      <div className="grid gap-5">
        <Header title={`Report ${report.folio}`} />
        <WarningNotice title="Este report ya no se puede editar">
          Está {ESTADO_REPORT_LABEL[report.estado].toLowerCase()}: solo se corrigen los borradores y
          los reports en observación.
        </WarningNotice>
        <div>
          <LinkButton to={reportsHref.lista()} variant="outline" size="touch">
            Volver a mis reports
          </LinkButton>
        </div>
      </div>
    )
  }
  return (
    <div className="grid gap-5">
      <Header title={`Editar report ${report.folio}`} draft={draft} />
      {draft ? <ConnectionNotice online={online} /> : null}
      {report.estado === 'en-observacion' && report.observacion ? (
        <ObservacionNotice observacion={report.observacion} />
      ) : null}
      <OpcionesView query={opciones}>
        {(data) => (
          <ReportForm
            key={formKey(draft)}
            equipos={equipoOpciones(data.asignaciones, report)}
            defaultValues={draft ? valuesDefaults(draft.values) : reportDefaults(report)}
            problem={draft?.problem}
            today={today}
            submitLabel="Guardar cambios"
            cancelTo={reportsHref.lista()}
            onSubmit={async (values, label) => {
              const saved = await offline.store.saveEdit(report, values, label)
              if (!saved) {
                notify.info('No hay cambios que guardar.')
                await navigate(reportsHref.lista())
                return
              }
              await goAfterSave(saved.key)
            }}
          />
        )}
      </OpcionesView>
    </div>
  )
}
