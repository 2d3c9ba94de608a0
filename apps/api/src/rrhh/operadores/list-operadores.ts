// GET /v1/operadores: one page of HR's operators.
import type { listOperadoresQuerySchema, OperadorRow, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { operadorSource } from './operador-rows.ts'

export function listOperadores(
  db: Db,
  query: z.output<typeof listOperadoresQuerySchema>,
  cursors: ListCursors,
): Promise<Page<OperadorRow>> {
  return listPage(db, operadorSource(db, query), pageRequestOf(query, cursors))
}
