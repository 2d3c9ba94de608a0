// GET /v1/movimientos (the whole history) and GET /v1/activos/{id}/movimientos (one asset's):
// pages of movements, newest first unless asked otherwise.
import type { listMovimientosActivoQuerySchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { listOf } from '../../db/list/list-page.ts'
import { listOfOwner } from '../../http/list-of-owner.ts'
import { activoRecords } from '../../records/activo-records.ts'
import { movimientoSource } from './movimiento-rows.ts'

export const listMovimientos = listOf(movimientoSource)

export const listMovimientosActivo = listOfOwner(
  // A deleted asset's history is gone with it, like its detail.
  async (db, activoId) => {
    if (!(await activoRecords.find(db, activoId))) throw activoRecords.missing()
  },
  (db, query: z.output<typeof listMovimientosActivoQuerySchema>, activoId) =>
    movimientoSource(db, { ...query, activoId }),
)
