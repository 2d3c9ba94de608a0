// GET /v1/cotizaciones: one page of quotations.
import type { CotizacionRow, listCotizacionesQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { cotizacionSource } from './cotizacion-rows.ts'

export function listCotizaciones(
  db: Db,
  query: z.output<typeof listCotizacionesQuerySchema>,
  cursors: ListCursors,
): Promise<Page<CotizacionRow>> {
  return listPage(db, cotizacionSource(db, query), pageRequestOf(query, cursors))
}
