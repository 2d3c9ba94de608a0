// GET /v1/solicitudes-cliente: one page of the requests of the signed-in user's obras only (none
// for a user without obras, su included: this list is "mine").
import type { listSolicitudesClienteQuerySchema, Page, SolicitudRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listPageOf } from '../../db/list/list-page.ts'
import { solicitudClienteSource } from './solicitud-rows.ts'

export function listSolicitudesCliente(
  db: Db,
  obraIds: readonly string[],
  query: z.output<typeof listSolicitudesClienteQuerySchema>,
  cursors: ListCursors,
): Promise<Page<SolicitudRow>> {
  return listPageOf(db, solicitudClienteSource(db, query, obraIds), query, cursors)
}
