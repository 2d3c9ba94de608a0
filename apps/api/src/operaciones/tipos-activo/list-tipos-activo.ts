// GET /v1/tipos-activo: one page of tipos de activo.
import type { listTiposActivoQuerySchema, Page, TipoActivoRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { tipoActivoSource } from './tipo-activo-rows.ts'

export function listTiposActivo(
  db: Db,
  query: z.output<typeof listTiposActivoQuerySchema>,
  cursors: ListCursors,
): Promise<Page<TipoActivoRow>> {
  return listPage(db, tipoActivoSource(db, query), pageRequestOf(query, cursors))
}
