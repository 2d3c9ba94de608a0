// PATCH /v1/contratos/{id}/condiciones-cobro: the contract's billing terms the EDP computation
// reads (decision 067) — whether rain days are billed, the fuel's price, and per item named its
// discount and operator tariff — at the version read, in one transaction with one audit entry
// (`editar`, the items before and after). Only a vigente contract (a terminated one is a 409).
// Nothing else is written: an EDP still in a staff stage takes the new terms when it is next
// recomputed (its edit, or the preview of a new one); an EDP sent to or approved by the site keeps
// what it was computed with, since it is never recomputed.
import {
  type ContratoDetail,
  type Moneda,
  problemasCondicionesCobro,
  type UpdateCondicionesCobroInput,
} from '@cordillera/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { contratoItems } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { contratoRecords } from './contrato-records.ts'
import { getContrato } from './get-contrato.ts'

type Input = UpdateCondicionesCobroInput & { version: number }

export function updateCondicionesCobro(
  db: Db,
  actor: Actor,
  id: string,
  input: Input,
): Promise<ContratoDetail> {
  return contratoRecords.transaction(db, async (tx) => {
    const before = await contratoRecords.lock(
      tx,
      { id, version: input.version },
      {
        refuse: (found) => {
          if (found && found.estado !== 'vigente') {
            throw conflict(
              'Solo se cambian las condiciones de cobro de un contrato vigente; este está terminado.',
            )
          }
        },
      },
    )
    const problemas = problemasCondicionesCobro(
      { precioCombustible: input.precioCombustible, items: input.items },
      before.moneda as Moneda,
    )
    const ids = input.items.map((item) => item.itemId)
    const propios = ids.length
      ? await tx
          .select({ id: contratoItems.id, conOperador: contratoItems.conOperador })
          .from(contratoItems)
          .where(
            and(
              eq(contratoItems.contratoId, id),
              inArray(contratoItems.id, ids),
              vigente(contratoItems),
            ),
          )
      : []
    const deEste = new Map(propios.map((item) => [item.id, item]))
    input.items.forEach((item, index) => {
      const propio = deEste.get(item.itemId)
      if (!propio) {
        problemas[`items.${index}.itemId`] ??= 'El ítem no es de este contrato.'
      } else if (item.tarifaOperador != null && !propio.conOperador) {
        problemas[`items.${index}.tarifaOperador`] ??=
          'El ítem se arrienda sin operador: no lleva tarifa de operador.'
      }
    })
    if (Object.keys(problemas).length > 0) throw invalidFields(problemas)
    await contratoRecords.write(
      tx,
      actor,
      before,
      { climaNoCobrable: input.climaNoCobrable, precioCombustible: input.precioCombustible },
      'editar',
      async (tx) => {
        for (const item of input.items) {
          await tx
            .update(contratoItems)
            .set({
              descuentoPct: item.descuentoPct,
              tarifaOperador: item.tarifaOperador,
              updatedBy: actor.id,
              version: sql`${contratoItems.version} + 1`,
            })
            .where(eq(contratoItems.id, item.itemId))
        }
      },
    )
    return getContrato(tx, id)
  })
}
