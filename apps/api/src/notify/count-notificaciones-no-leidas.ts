// GET /v1/notificaciones/no-leidas: the bell's badge, one count over the unread rows' index.
import type { NotificacionesNoLeidas } from '@cordillera/contracts'
import { isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { notificaciones } from '../db/schema/notificaciones.ts'
import { deUsuario } from './notificacion-rows.ts'

export async function countNotificacionesNoLeidas(
  db: Db,
  usuarioId: string,
): Promise<NotificacionesNoLeidas> {
  const [row] = await db
    .select({ noLeidas: sql<number>`cast(count(*) as integer)` })
    .from(notificaciones)
    .where(deUsuario(usuarioId, isNull(notificaciones.leidaEn)))
  return { noLeidas: row?.noLeidas ?? 0 }
}
