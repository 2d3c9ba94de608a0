// GET /v1/activos: one page of assets.
import type { ActivoRow, listActivosQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { activoSource } from './activo-rows.ts'

export function listActivos(
  db: Db,
  query: z.output<typeof listActivosQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ActivoRow>> {
  return listPage(db, activoSource(db, query), pageRequestOf(query, cursors))
}
