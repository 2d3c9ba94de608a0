// POST /v1/activos/{id}/movimientos: records one movement of an asset and moves the asset's
// estado, estado_desde and obra with it, in one transaction, through the one mechanism that
// writes them (`records/record-movimiento.ts`, decisions 019 and 027). A despacho or retiro that
// asks for its guía electrónica instead of a typed folio is recorded by the SII's issue, which the
// app hands in (`RegistrarConGuiaElectronica`, decision 091): the movement and its guía commit
// together or not at all.
import type { createMovimientoSchema, MovimientoCreado } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import {
  movimientoCreado,
  type RegistrarConGuiaElectronica,
  recordMovimiento,
  rethrowGuiaUsada,
} from '../../records/record-movimiento.ts'

type CreateMovimientoInput = z.output<typeof createMovimientoSchema>

export const createMovimientoWith =
  (registrarConGuia: RegistrarConGuiaElectronica) =>
  async (
    db: Db,
    actor: Actor,
    activoId: string,
    input: CreateMovimientoInput,
  ): Promise<MovimientoCreado> => {
    const { guiaElectronica } = input
    if (guiaElectronica) return registrarConGuia(db, actor, activoId, { ...input, guiaElectronica })
    try {
      return await db.transaction(async (tx) => {
        const { movimiento, activo } = await recordMovimiento(tx, actor, activoId, input)
        return movimientoCreado(tx, movimiento.id, activo)
      })
    } catch (error) {
      rethrowGuiaUsada(error, input.guiaDespacho)
    }
  }
