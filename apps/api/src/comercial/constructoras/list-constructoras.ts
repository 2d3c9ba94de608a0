// GET /v1/constructoras: one page of constructoras.
import type { ConstructoraRow, listConstructorasQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { constructoraSource } from './constructora-rows.ts'

export function listConstructoras(
  db: Db,
  query: z.output<typeof listConstructorasQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ConstructoraRow>> {
  return listPage(db, constructoraSource(db, query), pageRequestOf(query, cursors))
}
