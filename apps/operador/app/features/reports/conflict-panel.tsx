// A conflict, shown and decided, never resolved silently: the report changed on the server after
// the operator's offline changes were made (HR observed it, or it was edited elsewhere). Each field
// either side changed, as it is on the server and as the operator left it; then "Usar la versión
// del servidor" (the local changes go) or "Reaplicar mis cambios" (his fields over the server's
// version, sent again), the latter only while the report can still be edited.
import { ESTADO_REPORT_LABEL, isEstadoEditable } from '@cordillera/contracts'
import {
  changedFields,
  fieldText,
  REPORT_FIELD_LABEL,
  REPORT_FIELDS,
  valuesOf,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDateTime } from '@cordillera/ui/format'
import { useRunning } from '@cordillera/ui/lib/use-running'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { misReportsKeys } from './offline/kept-answers.ts'
import type { EditDraft } from './offline/reports-db.ts'
import type { ReportsOffline } from './offline/reports-offline.ts'

export function ConflictPanel({
  draft,
  offline,
  onReapplied,
}: {
  draft: EditDraft
  offline: ReportsOffline
  /** The operator's changes are pending again, on the server's version: what follows. */
  onReapplied: () => Promise<unknown>
}) {
  const queryClient = useQueryClient()
  const titleId = useId()
  // "Usar la versión del servidor": the changes go, the server's report is shown everywhere.
  const onUseServer = async () => {
    await offline.keepServer(draft.key)
    await queryClient.invalidateQueries({ queryKey: misReportsKeys.all(offline.userId) })
    notify.info('Se mantuvo la versión del servidor.')
  }
  const onReapply = async () => {
    if (!(await offline.store.reapply(draft.key))) {
      notify.error('El report ya no se puede editar.')
      return
    }
    await onReapplied()
  }
  const { running: busy, run: running } = useRunning<'server' | 'mine'>()
  const server = draft.server
  if (!server) return null
  const base = valuesOf(draft.base)
  const theirs = valuesOf(server)
  const mine = new Set(changedFields(base, draft.values))
  const onServer = new Set(changedFields(base, theirs))
  const fields = REPORT_FIELDS.filter((field) => mine.has(field) || onServer.has(field))
  const equipo = (activoId: string) =>
    [server.activo, draft.base.activo].find((activo) => activo.id === activoId)?.codigo ??
    draft.label.equipo
  const editable = isEstadoEditable(server.estado)
  const run = (which: 'server' | 'mine', action: () => Promise<unknown>) => () =>
    running(action, which)

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-destructive/40 bg-card p-3"
    >
      <div className="grid gap-1">
        <h3 id={titleId} className="font-semibold text-destructive">
          Conflicto: el report cambió en el servidor
        </h3>
        <p className="text-sm">
          {server.actualizadoPor ? `${server.actualizadoPor.nombre} lo modificó` : 'Se modificó'} el{' '}
          {formatDateTime(server.actualizadoEn)}; ahora está{' '}
          <strong>{ESTADO_REPORT_LABEL[server.estado]}</strong>. Sus cambios no se enviaron.
        </p>
        {server.estado === 'en-observacion' && server.observacion ? (
          <p className="text-sm">Observación de RR.HH.: {server.observacion}</p>
        ) : null}
      </div>
      <dl className="grid gap-2">
        {fields.map((field) => (
          <div key={field} className="grid gap-1 rounded-md border p-2 text-sm">
            <dt className="font-medium">{REPORT_FIELD_LABEL[field]}</dt>
            <dd className="grid gap-0.5 sm:grid-cols-2 sm:gap-3">
              <span>
                <span className="text-muted-foreground">En el servidor: </span>
                <span className="break-words">{fieldText(field, theirs, equipo)}</span>
              </span>
              <span>
                <span className="text-muted-foreground">Mis cambios: </span>
                <span className="break-words">{fieldText(field, draft.values, equipo)}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {editable ? null : (
        <p className="text-sm">
          El report ya no se puede editar ({ESTADO_REPORT_LABEL[server.estado]}): solo puede usar la
          versión del servidor.
        </p>
      )}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button
          type="button"
          variant="outline"
          size="touch"
          pending={busy === 'server'}
          disabled={busy !== null}
          onClick={run('server', onUseServer)}
        >
          Usar la versión del servidor
        </Button>
        {editable ? (
          <Button
            type="button"
            size="touch"
            pending={busy === 'mine'}
            disabled={busy !== null}
            onClick={run('mine', onReapply)}
          >
            Reaplicar mis cambios
          </Button>
        ) : null}
      </div>
    </section>
  )
}
