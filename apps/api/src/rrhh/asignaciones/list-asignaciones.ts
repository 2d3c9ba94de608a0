// GET /v1/asignaciones-operador: one page of the assignments' history, by operator, asset or
// contract, open ones only when asked.
import type {
  AsignacionOperadorRow,
  listAsignacionesOperadorQuerySchema,
  Page,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { asignacionSource } from './asignacion-rows.ts'

export function listAsignacionesOperador(
  db: Db,
  query: z.output<typeof listAsignacionesOperadorQuerySchema>,
  cursors: ListCursors,
): Promise<Page<AsignacionOperadorRow>> {
  return listPage(db, asignacionSource(db, query), pageRequestOf(query, cursors))
}
