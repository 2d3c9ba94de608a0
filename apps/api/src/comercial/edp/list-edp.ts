// GET /v1/edp (edp-generados, one tab per estado) and the site client's GET /v1/edp-cliente (its
// obras' EDPs once sent to it; none for a user without obras, su included: that list is "mine").
import type { EdpRow, listEdpClienteQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listOf, listPageOf } from '../../db/list/list-page.ts'
import { edpClienteSource, edpSource } from './edp-rows.ts'

export const listEdp = listOf(edpSource)

export function listEdpCliente(
  db: Db,
  obraIds: readonly string[],
  query: z.output<typeof listEdpClienteQuerySchema>,
  cursors: ListCursors,
): Promise<Page<EdpRow>> {
  return listPageOf(db, edpClienteSource(db, query, obraIds), query, cursors)
}
