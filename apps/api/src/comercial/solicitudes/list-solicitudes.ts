// GET /v1/solicitudes: one page of every request, for staff.
import type { listSolicitudesQuerySchema, Page, SolicitudRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { solicitudSource } from './solicitud-rows.ts'

export function listSolicitudes(
  db: Db,
  query: z.output<typeof listSolicitudesQuerySchema>,
  cursors: ListCursors,
): Promise<Page<SolicitudRow>> {
  return listPage(db, solicitudSource(db, query), pageRequestOf(query, cursors))
}
