// Small pieces the report screens share: a draft's sync state as the operator reads it, the notice
// of a screen without connection (or showing the copy kept on the phone), a warning a screen stops
// at, and HR's observation.

import { REPORT_FIELD_LABEL, type ReportField } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { formatDateTime } from '@cordillera/ui/format/plain'
import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Draft } from './offline/reports-db.ts'

export const SYNC_TEXT = {
  pending: 'Pendiente de sincronizar',
  syncing: 'Sincronizando…',
  conflict: 'Conflicto',
} as const

/** A draft's state: pending, syncing, the server's refusal (per field) or a conflict. */
export function SyncState({ draft }: { draft: Draft }) {
  if (draft.status === 'failed') {
    const fields = Object.entries(draft.problem?.fields ?? {})
    return (
      <div className="grid gap-1 text-sm text-destructive">
        <p className="flex items-start gap-1.5 font-medium">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Error: {draft.problem?.message ?? 'no se pudo sincronizar.'}</span>
        </p>
        {fields.length > 0 ? (
          <ul className="grid gap-0.5 pl-6">
            {fields.map(([field, message]) => (
              <li key={field}>
                {REPORT_FIELD_LABEL[field as ReportField] ?? field}: {message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    )
  }
  if (draft.status === 'conflict') return <Badge variant="danger">{SYNC_TEXT.conflict}</Badge>
  if (draft.status === 'syncing') {
    return (
      <Badge variant="info">
        <RefreshCw aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        {SYNC_TEXT.syncing}
      </Badge>
    )
  }
  return <Badge variant="warning">{SYNC_TEXT.pending}</Badge>
}

/** Offline, or showing what the phone kept: said once at the top of the screen. */
export function ConnectionNotice({
  online,
  keptAt,
}: {
  online: boolean
  /** When the copy shown was kept, if the screen shows one instead of the server's answer. */
  keptAt?: string | undefined
}) {
  if (online && !keptAt) return null
  return (
    <Alert variant="warning" role="status">
      <CloudOff aria-hidden="true" />
      <AlertTitle>{online ? 'Sin respuesta del servidor' : 'Sin conexión'}</AlertTitle>
      <AlertDescription>
        <p>
          Puede crear y editar reports: quedan en este teléfono y se envían al volver la conexión.
        </p>
        {keptAt ? <p>Se muestra la copia guardada el {formatDateTime(keptAt)}.</p> : null}
      </AlertDescription>
    </Alert>
  )
}

/** A warning a screen stops at (no assets, a report no longer editable): its title, what to do. */
export function WarningNotice({
  title,
  className,
  children,
}: {
  title: string
  /** The description's layout (`grid gap-3` when it holds a button). */
  className?: string
  children: ReactNode
}) {
  return (
    <Alert variant="warning" role="status">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className={className}>{children}</AlertDescription>
    </Alert>
  )
}

/** HR's comment on a report en observación: what the operator must correct. */
export function ObservacionNotice({ observacion }: { observacion: string }) {
  return (
    <div className="rounded-md border border-warning-soft-foreground/30 bg-warning-soft p-3 text-sm text-warning-soft-foreground">
      <p className="font-medium">Observación de RR.HH.</p>
      <p className="break-words">{observacion}</p>
    </div>
  )
}

/** The browser keeps no database here (a private window): the screens cannot work offline. */
export function StorageError() {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        Este navegador no permite guardar reports en el teléfono. Abra el portal en Chrome o Safari
        sin modo incógnito.
      </AlertDescription>
    </Alert>
  )
}

/** "Sincronizar ahora": sends the drafts now; it waits while a sync runs and without connection. */
export function SyncNowButton({
  syncing,
  online,
  onSync,
}: {
  syncing: boolean
  online: boolean
  onSync: () => Promise<unknown>
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="touch"
      pending={syncing}
      disabled={!online}
      onClick={() => void onSync()}
    >
      {syncing ? null : <RefreshCw aria-hidden="true" />}
      Sincronizar ahora
    </Button>
  )
}

/** The stand-in while a screen's data loads: a block per `blocks` size (Tailwind classes). */
export function Cargando({ blocks, className }: { blocks: readonly string[]; className: string }) {
  return (
    <div role="status" aria-label="Cargando" className={className}>
      {blocks.map((size, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of stand-ins
        <Skeleton key={index} className={size} />
      ))}
    </div>
  )
}
