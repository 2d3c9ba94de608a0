// GET /v1/marcas: one page of marcas.
import type { listMarcasQuerySchema, MarcaRow, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { marcaSource } from './marca-rows.ts'

export function listMarcas(
  db: Db,
  query: z.output<typeof listMarcasQuerySchema>,
  cursors: ListCursors,
): Promise<Page<MarcaRow>> {
  return listPage(db, marcaSource(db, query), pageRequestOf(query, cursors))
}
