// POST /v1/activos/{id}/movimientos: records one movement of an asset and moves the asset's
// estado, estado_desde and obra with it, in one transaction, through the one mechanism that
// writes them (`records/record-movimiento.ts`, decisions 019 and 027).
import type { createMovimientoSchema, EstadoActivo, MovimientoCreado } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { movimientoRowsByIds } from '../../records/movimiento-filas.ts'
import { recordMovimiento, rethrowGuiaUsada } from '../../records/record-movimiento.ts'

type CreateMovimientoInput = z.output<typeof createMovimientoSchema>

export async function createMovimiento(
  db: Db,
  actor: Actor,
  activoId: string,
  input: CreateMovimientoInput,
): Promise<MovimientoCreado> {
  try {
    return await db.transaction(async (tx) => {
      const { movimiento, activo } = await recordMovimiento(tx, actor, activoId, input)
      const [row] = await movimientoRowsByIds(tx, [movimiento.id])
      if (!row) throw new Error('movimiento: inserted row not found')
      return {
        movimiento: row,
        activo: {
          id: activo.id,
          estado: activo.estado as EstadoActivo,
          estadoDesde: activo.estadoDesde.toISOString(),
          // Only a movement to an obra leaves the asset at one: the obra it names.
          obraActual: activo.obraActualId === null ? null : row.hasta.obra,
          version: activo.version,
        },
      }
    })
  } catch (error) {
    rethrowGuiaUsada(error, input.guiaDespacho)
  }
}
