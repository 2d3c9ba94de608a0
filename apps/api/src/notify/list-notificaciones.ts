// GET /v1/notificaciones: a page of the caller's notifications, newest first. Its cursors are bound
// to the caller too: another user's cursor is refused, not read over this user's rows.
import type { Notificacion, Page } from '@cordillera/contracts'
import type { Db } from '../db/database.ts'
import type { ListCursors } from '../db/list/list-cursor.ts'
import { listPageOf } from '../db/list/list-page.ts'
import { type ListNotificacionesQuery, notificacionSource } from './notificacion-rows.ts'

export function listNotificaciones(
  db: Db,
  usuarioId: string,
  query: ListNotificacionesQuery,
  cursors: ListCursors,
): Promise<Page<Notificacion>> {
  // The user is part of what the cursors are signed for, beside the filter.
  const paging = { ...query, usuarioId }
  return listPageOf(db, notificacionSource(db, usuarioId, query), paging, cursors)
}
