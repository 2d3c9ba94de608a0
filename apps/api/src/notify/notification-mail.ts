// A notification's mail (decision 071): the queue's `correo-notificacion` job, written when it runs
// from the notification and its recipient as they are then — a recipient disabled since gets none —
// and sent through the mail port. Its link opens the notification's path in the recipient's own
// portal: lessors the arrendador's, site clients and operators the operador's, staff the backoffice.
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/database.ts'
import { notificaciones } from '../db/schema/notificaciones.ts'
import { usuarioObras, usuarios } from '../db/schema/usuarios.ts'
import type { PortalUrls } from '../env.ts'
import { type JobHandler, PermanentJobError } from '../jobs/job-worker.ts'
import type { Mail, Mailer } from '../mail/mail-port.ts'

const datosSchema = z.object({ notificacionId: z.uuid() })

export type NotificationMailInput = {
  titulo: string
  cuerpo: string
  enlace: string | null
  email: string
  nombre: string
  portal: keyof PortalUrls
}

/** The portal a user signs in to: the one whose paths its notifications carry. */
export function portalOf(user: {
  tipo: 'cordillera' | 'proveedor'
  operadorId: string | null
  conObras: boolean
}): keyof PortalUrls {
  if (user.tipo === 'proveedor') return 'arrendador'
  return user.operadorId !== null || user.conObras ? 'operador' : 'backoffice'
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

const FOOTER =
  'Recibes este correo porque tienes una cuenta en Cordillera. También está en la campana de ' +
  'notificaciones del portal.'

/** The mail of one notification: its title as the subject, its body and the link to open. */
export function notificationMail(input: NotificationMailInput, portalUrls: PortalUrls): Mail {
  const url =
    input.enlace === null ? portalUrls[input.portal] : `${portalUrls[input.portal]}${input.enlace}`
  const text = [
    `Hola, ${input.nombre}:`,
    '',
    input.cuerpo,
    '',
    `Ábrelo en ${url}`,
    '',
    '— Cordillera',
    FOOTER,
  ].join('\n')
  const html = `<!doctype html><html lang="es-CL"><body style="font-family:sans-serif;line-height:1.5">
<p>Hola, ${escapeHtml(input.nombre)}:</p>
<p>${escapeHtml(input.cuerpo)}</p>
<p><a href="${escapeHtml(url)}">Abrir en Cordillera</a></p>
<p style="color:#666;font-size:0.875em">${escapeHtml(FOOTER)}</p>
</body></html>`
  return { to: input.email, subject: input.titulo, text, html }
}

/** The worker's handler of `correo-notificacion` jobs. */
export function notificationMailHandler(deps: {
  db: Db
  mailer: Mailer
  portalUrls: PortalUrls
}): JobHandler {
  return async (datos, signal) => {
    const parsed = datosSchema.safeParse(datos)
    if (!parsed.success) throw new PermanentJobError('a notification mail job that does not read')
    const [row] = await deps.db
      .select({
        titulo: notificaciones.titulo,
        cuerpo: notificaciones.cuerpo,
        enlace: notificaciones.enlace,
        email: usuarios.email,
        nombre: usuarios.nombre,
        tipo: usuarios.tipo,
        operadorId: usuarios.operadorId,
        activo: usuarios.activo,
        eliminadoEn: usuarios.eliminadoEn,
        conObras: sql<boolean>`exists (select 1 from ${usuarioObras}
          where ${usuarioObras.usuarioId} = ${usuarios.id})`,
      })
      .from(notificaciones)
      .innerJoin(usuarios, eq(usuarios.id, notificaciones.usuarioId))
      .where(eq(notificaciones.id, parsed.data.notificacionId))
    // Gone, or its recipient disabled since: nothing to send, and nothing to retry.
    if (!row?.activo || row.eliminadoEn !== null) return
    await deps.mailer.sendMail(
      notificationMail({ ...row, portal: portalOf(row) }, deps.portalUrls),
      signal,
    )
  }
}
