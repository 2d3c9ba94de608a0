// Notifications (notify/notify.ts, decision 071): one row per recipient, written in the
// transaction of the action it tells about, with the path to open in the recipient's own portal.
// The bell lists a user's newest first and counts its unread ones: both read one index.
import { TIPOS_NOTIFICACION } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id, oneOf, reference } from './columns.ts'
import { usuarios } from './usuarios.ts'

export const notificaciones = pgTable(
  'notificaciones',
  {
    id: id(),
    usuarioId: reference('usuario_id', () => usuarios.id),
    tipo: text('tipo', { enum: TIPOS_NOTIFICACION }).notNull(),
    titulo: text('titulo').notNull(),
    cuerpo: text('cuerpo').notNull(),
    /** A path of the recipient's portal (`/edp-obra/<id>`); null = nothing to open. */
    enlace: text('enlace'),
    leidaEn: timestamp('leida_en', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOf('notificaciones_tipo', table.tipo, TIPOS_NOTIFICACION),
    // The bell's list (newest first, by keyset) and its count of unread ones.
    index('notificaciones_usuario_idx').on(table.usuarioId, table.createdAt, table.id),
    index('notificaciones_no_leidas_idx').on(table.usuarioId).where(sql`${table.leidaEn} is null`),
  ],
)
