// operador/reports/crear, "Nuevo report": the form over the operator's assignments (kept on the
// phone, so it opens without signal). Saving keeps the report on the phone first, with its claveSync
// born now, and sends it at once when there is a connection.
import { equipoOpciones, nuevoReport, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { todayIsoDate } from '@cordillera/ui/format'
import { useGoAfterSave } from './after-save.ts'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { OpcionesView, useOpciones } from './opciones.tsx'
import { ReportForm, usePreloadReportForm } from './report-form-on-demand.tsx'
import { ConnectionNotice, StorageError } from './report-parts.tsx'
import { reportsHref } from './reports-href.ts'
import { useOnline, useReportsOffline } from './use-reports-offline.ts'

export default function ReportCrear() {
  const { offline, error } = useReportsOffline()
  usePreloadReportForm()
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Nuevo report"
        description="Se guarda en este teléfono y se envía apenas haya conexión."
      />
      {error ? <StorageError /> : offline ? <Crear offline={offline} /> : null}
    </div>
  )
}

function Crear({ offline }: { offline: ReportsOffline }) {
  const goAfterSave = useGoAfterSave(offline)
  const online = useOnline()
  const opciones = useOpciones(offline, useApi())
  const today = todayIsoDate()
  return (
    <>
      <ConnectionNotice
        online={online}
        keptAt={opciones.data?.fromCache ? opciones.data.savedAt : undefined}
      />
      <OpcionesView query={opciones}>
        {(data) => {
          const equipos = equipoOpciones(data.asignaciones)
          return (
            <ReportForm
              equipos={equipos}
              defaultValues={nuevoReport(equipos, today)}
              today={today}
              submitLabel="Guardar report"
              cancelTo={reportsHref.lista()}
              onSubmit={async (values, label) => {
                const draft = await offline.store.saveNew(values, label)
                await goAfterSave(draft.key)
              }}
            />
          )
        }}
      </OpcionesView>
    </>
  )
}
