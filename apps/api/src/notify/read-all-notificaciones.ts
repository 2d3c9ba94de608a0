// POST /v1/notificaciones/lectura: "Marcar todas como leídas", the caller's own only.
import { isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { notificaciones } from '../db/schema/notificaciones.ts'
import { deUsuario } from './notificacion-rows.ts'

export async function readAllNotificaciones(
  db: Db,
  usuarioId: string,
): Promise<{ marcadas: number }> {
  const rows = await db
    .update(notificaciones)
    .set({ leidaEn: sql`now()` })
    .where(deUsuario(usuarioId, isNull(notificaciones.leidaEn)))
    .returning({ id: notificaciones.id })
  return { marcadas: rows.length }
}
