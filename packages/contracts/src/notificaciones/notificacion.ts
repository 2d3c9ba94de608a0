// A notification: what the signed-in user is told in its portal's bell (and by e-mail) when
// something of its own moves — a ticket answered or changed, an EDP waiting for its obra, a report
// observed (decision 071). Each belongs to one user; only that user lists it, reads it or marks it.
import { z } from 'zod'
import { booleanFilterSchema, listQuerySchema, pageSchema } from '../common/list-query.ts'
import { vocabulary } from '../common/vocabulary.ts'

/** What happened, as the bell's list names it. */
export const [TIPOS_NOTIFICACION, TIPO_NOTIFICACION_LABEL] = vocabulary({
  'ticket-respondido': 'Ticket respondido',
  'ticket-actualizado': 'Ticket actualizado',
  'edp-en-obra': 'Estado de pago por revisar',
  'report-observado': 'Report observado',
})
export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number]

/** How long a title and a body may be (the bell shows two lines of each; the mail all of it). */
export const NOTIFICACION_TITULO_MAX = 200
export const NOTIFICACION_CUERPO_MAX = 2000

export const notificacionSchema = z
  .object({
    id: z.uuid(),
    tipo: z.enum(TIPOS_NOTIFICACION),
    titulo: z.string(),
    cuerpo: z.string(),
    /** A path of the recipient's own portal (`/edp-obra/…`), or null when there is nothing to open. */
    enlace: z.string().nullable(),
    /** ISO 8601; null = not read yet. */
    leidaEn: z.string().nullable(),
    /** ISO 8601. */
    creadoEn: z.string(),
  })
  .meta({ id: 'Notificacion' })
export type Notificacion = z.infer<typeof notificacionSchema>

/** Newest first, in pages (or by cursor); `noLeidas=true` keeps the unread ones only. */
export const listNotificacionesQuerySchema = listQuerySchema(['creadoEn'], 'creadoEn', {
  noLeidas: booleanFilterSchema,
}).omit({ q: true, sort: true, dir: true })

export const notificacionesPageSchema = pageSchema(notificacionSchema).meta({
  id: 'PaginaNotificaciones',
})

/** The bell's badge: how many of the user's notifications are unread. */
export const notificacionesNoLeidasSchema = z
  .object({ noLeidas: z.number().int() })
  .meta({ id: 'NotificacionesNoLeidas' })
export type NotificacionesNoLeidas = z.infer<typeof notificacionesNoLeidasSchema>

/** "Marcar todas como leídas": how many were unread and are read now. */
export const notificacionesMarcadasSchema = z
  .object({ marcadas: z.number().int() })
  .meta({ id: 'NotificacionesMarcadas' })
