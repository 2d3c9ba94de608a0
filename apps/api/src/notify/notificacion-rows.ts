// A user's notifications as the bell lists them: the row shape, and the list engine's source over
// the caller's own rows only (newest first; `noLeidas` keeps the unread). Every read and write of
// notifications names the user: another's row is never reached, so it answers as one that does
// not exist.
import type { listNotificacionesQuerySchema, Notificacion } from '@cordillera/contracts'
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../db/database.ts'
import type { ListSource } from '../db/list/list-page.ts'
import { notificaciones } from '../db/schema/notificaciones.ts'
import { notFound } from '../http/api-error.ts'

export type NotificacionRecord = typeof notificaciones.$inferSelect
export type ListNotificacionesQuery = z.output<typeof listNotificacionesQuerySchema>

export const toNotificacion = (record: NotificacionRecord): Notificacion => ({
  id: record.id,
  tipo: record.tipo,
  titulo: record.titulo,
  cuerpo: record.cuerpo,
  enlace: record.enlace,
  leidaEn: record.leidaEn?.toISOString() ?? null,
  creadoEn: record.createdAt.toISOString(),
})

/** The caller's own rows (and, given, only these). */
export const deUsuario = (usuarioId: string, ...more: (SQL | undefined)[]) =>
  and(eq(notificaciones.usuarioId, usuarioId), ...more)

export function notificacionSource(
  db: Db,
  usuarioId: string,
  query: Pick<ListNotificacionesQuery, 'noLeidas'>,
): ListSource<Notificacion> {
  return {
    table: notificaciones,
    id: notificaciones.id,
    where: deUsuario(usuarioId, query.noLeidas ? isNull(notificaciones.leidaEn) : undefined),
    sortKey: { expr: notificaciones.createdAt, type: 'timestamptz' },
    dir: 'desc',
    rowsByIds: async (ids) =>
      (
        await db
          .select()
          .from(notificaciones)
          .where(deUsuario(usuarioId, inArray(notificaciones.id, ids)))
          .orderBy(desc(notificaciones.createdAt))
      ).map(toNotificacion),
  }
}

export const notificacionNoExiste = () => notFound('La notificación no existe.')
