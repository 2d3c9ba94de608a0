// GET /v1/obras: one page of obras.
import type { listObrasQuerySchema, ObraRow, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { obraSource } from './obra-rows.ts'

export function listObras(
  db: Db,
  query: z.output<typeof listObrasQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ObraRow>> {
  return listPage(db, obraSource(db, query), pageRequestOf(query, cursors))
}
