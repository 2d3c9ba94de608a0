// GET /v1/razones-sociales: one page of razones sociales.
import type { listRazonesSocialesQuerySchema, Page, RazonSocialRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { razonSocialSource } from './razon-social-rows.ts'

export function listRazonesSociales(
  db: Db,
  query: z.output<typeof listRazonesSocialesQuerySchema>,
  cursors: ListCursors,
): Promise<Page<RazonSocialRow>> {
  return listPage(db, razonSocialSource(db, query), pageRequestOf(query, cursors))
}
