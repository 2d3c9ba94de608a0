// POST /v1/notificaciones/{id}/lectura: one of the caller's marked read (when it was first read
// stays: a second call changes nothing). Another user's answers 404.
import type { Notificacion } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { notificaciones } from '../db/schema/notificaciones.ts'
import { deUsuario, notificacionNoExiste, toNotificacion } from './notificacion-rows.ts'

export async function readNotificacion(
  db: Db,
  usuarioId: string,
  id: string,
): Promise<Notificacion> {
  const [row] = await db
    .update(notificaciones)
    .set({ leidaEn: sql`coalesce(${notificaciones.leidaEn}, now())` })
    .where(deUsuario(usuarioId, eq(notificaciones.id, id)))
    .returning()
  if (!row) throw notificacionNoExiste()
  return toNotificacion(row)
}
