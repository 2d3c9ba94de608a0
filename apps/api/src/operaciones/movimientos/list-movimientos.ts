// GET /v1/movimientos (the whole history) and GET /v1/activos/{id}/movimientos (one asset's):
// pages of movements, newest first unless asked otherwise.
import type { listMovimientosActivoQuerySchema, MovimientoRow, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listOf, listPageOf } from '../../db/list/list-page.ts'
import { activoRecords } from '../../records/activo-records.ts'
import { movimientoSource } from './movimiento-rows.ts'

export const listMovimientos = listOf(movimientoSource)

export async function listMovimientosActivo(
  db: Db,
  activoId: string,
  query: z.output<typeof listMovimientosActivoQuerySchema>,
  cursors: ListCursors,
): Promise<Page<MovimientoRow>> {
  // A deleted asset's history is gone with it, like its detail.
  if (!(await activoRecords.find(db, activoId))) throw activoRecords.missing()
  return listPageOf(db, movimientoSource(db, { ...query, activoId }), query, cursors)
}
