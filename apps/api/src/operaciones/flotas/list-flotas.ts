// GET /v1/flotas: one page of flotas.
import type { FlotaRow, listFlotasQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { flotaSource } from './flota-rows.ts'

export function listFlotas(
  db: Db,
  query: z.output<typeof listFlotasQuerySchema>,
  cursors: ListCursors,
): Promise<Page<FlotaRow>> {
  return listPage(db, flotaSource(db, query), pageRequestOf(query, cursors))
}
