// GET /v1/logistica-activos: one page of the fleet, each asset with where it is, since when and
// the movement that left it there.
import type {
  LogisticaActivoRow,
  listLogisticaActivosQuerySchema,
  Page,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { logisticaActivoSource } from './logistica-activo-rows.ts'

export function listLogisticaActivos(
  db: Db,
  query: z.output<typeof listLogisticaActivosQuerySchema>,
  cursors: ListCursors,
): Promise<Page<LogisticaActivoRow>> {
  return listPage(db, logisticaActivoSource(db, query), pageRequestOf(query, cursors))
}
