// GET /v1/activos-en-taller: one page of the assets in the workshop, those that entered first
// first unless asked otherwise.
import type { ActivoEnTallerRow, listActivosEnTallerQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { activoEnTallerSource } from './activo-en-taller-rows.ts'

export function listActivosEnTaller(
  db: Db,
  query: z.output<typeof listActivosEnTallerQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ActivoEnTallerRow>> {
  return listPage(db, activoEnTallerSource(db, query), pageRequestOf(query, cursors))
}
