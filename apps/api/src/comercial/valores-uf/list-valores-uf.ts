// GET /v1/valores-uf: one page of days, newest first by default.
import type { listValoresUfQuerySchema, Page, ValorUfRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { valorUfSource } from './valor-uf-rows.ts'

export function listValoresUf(
  db: Db,
  query: z.output<typeof listValoresUfQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ValorUfRow>> {
  return listPage(db, valorUfSource(db, query), pageRequestOf(query, cursors))
}
