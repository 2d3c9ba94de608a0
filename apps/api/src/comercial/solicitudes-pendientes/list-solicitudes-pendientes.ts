// GET /v1/solicitudes-pendientes: a page of the logistics queue.
import type {
  listSolicitudesPendientesQuerySchema,
  Page,
  SolicitudRow,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { solicitudPendienteSource } from './solicitud-pendiente-rows.ts'

export function listSolicitudesPendientes(
  db: Db,
  query: z.output<typeof listSolicitudesPendientesQuerySchema>,
  cursors: ListCursors,
): Promise<Page<SolicitudRow>> {
  return listPage(db, solicitudPendienteSource(db, query), pageRequestOf(query, cursors))
}
