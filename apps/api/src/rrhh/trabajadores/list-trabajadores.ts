// GET /v1/trabajadores: one page of workers.
import type { listTrabajadoresQuerySchema, Page, TrabajadorRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { trabajadorSource } from './trabajador-rows.ts'

export function listTrabajadores(
  db: Db,
  query: z.output<typeof listTrabajadoresQuerySchema>,
  cursors: ListCursors,
): Promise<Page<TrabajadorRow>> {
  return listPage(db, trabajadorSource(db, query), pageRequestOf(query, cursors))
}
