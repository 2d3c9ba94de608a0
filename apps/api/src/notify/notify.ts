// Notifications (decision 071), neutral ground every area calls and that calls no area: `notify(tx,
// …)` writes one row per recipient — the bell's — and enqueues one mail job per row, both in the
// transaction of the action it tells about (it commits with the action or not at all). The mail is
// written when the job runs (notification-mail.ts), so a mail server that is down delays it and
// never fails the action. Recipients no longer active, and the author of the action, get nothing.
import {
  NOTIFICACION_CUERPO_MAX,
  NOTIFICACION_TITULO_MAX,
  type TipoNotificacion,
} from '@cordillera/contracts'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { notificaciones } from '../db/schema/notificaciones.ts'
import { usuarios } from '../db/schema/usuarios.ts'
import { enqueueJobs } from '../jobs/job-queue.ts'

/** The job that mails one notification to its recipient (notification-mail.ts). */
export const NOTIFICATION_MAIL_JOB = 'correo-notificacion'

export type Notice = {
  usuarioIds: readonly string[]
  tipo: TipoNotificacion
  titulo: string
  cuerpo: string
  /** A path of the recipients' portal (`href(…)` of the catalogue); null = nothing to open. */
  enlace: string | null
  /** Who did what is told: never told of it himself. */
  autorId?: string | undefined
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** Tells each active recipient; answers how many were told. */
export async function notify(tx: Tx, notice: Notice): Promise<number> {
  const ids = [...new Set(notice.usuarioIds)].filter((id) => id !== notice.autorId)
  if (ids.length === 0) return 0
  const recipients = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(inArray(usuarios.id, ids), eq(usuarios.activo, true), isNull(usuarios.eliminadoEn)))
  if (recipients.length === 0) return 0
  const rows = await tx
    .insert(notificaciones)
    .values(
      recipients.map((recipient) => ({
        usuarioId: recipient.id,
        tipo: notice.tipo,
        titulo: clip(notice.titulo, NOTIFICACION_TITULO_MAX),
        cuerpo: clip(notice.cuerpo, NOTIFICACION_CUERPO_MAX),
        enlace: notice.enlace,
      })),
    )
    .returning({ id: notificaciones.id })
  await enqueueJobs(
    tx,
    NOTIFICATION_MAIL_JOB,
    rows.map((row) => ({ notificacionId: row.id })),
  )
  return rows.length
}
