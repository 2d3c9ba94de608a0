// PATCH /v1/cotizaciones/{id}: edits the header of a borrador at the version the client read (409
// otherwise, nothing written). A new moneda must suit the stored items (no decimals in pesos) and
// recomputes the stored amounts; a new razón social or obra must still go together.
import type {
  CotizacionDetail,
  CotizacionItemValues,
  Moneda,
  updateCotizacionSchema,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { cotizacionRecords, storedItems } from './cotizacion-records.ts'
import { checkCabecera, itemsMonedaProblems, lockEditable, totalsOf } from './cotizacion-writes.ts'
import { getCotizacion } from './get-cotizacion.ts'

export function updateCotizacion(
  db: Db,
  actor: Actor,
  id: string,
  { version, ...input }: z.output<typeof updateCotizacionSchema>,
): Promise<CotizacionDetail> {
  return cotizacionRecords.transaction(db, async (tx) => {
    const before = await lockEditable(tx, { id, version })
    const changes = changedFields(before, input)
    if (!changes) return getCotizacion(tx, id)
    if (changes.razonSocialId || changes.obraId) {
      await checkCabecera(tx, {
        razonSocialId: changes.razonSocialId ?? before.razonSocialId,
        obraId: changes.obraId ?? before.obraId,
      })
    }
    const moneda = changes.moneda as Moneda | undefined
    const totals = moneda && totalsOf(await itemsFitting(tx, id, moneda), moneda)
    await cotizacionRecords.write(tx, actor, before, { ...changes, ...totals }, 'editar')
    return getCotizacion(tx, id)
  })
}

/** The stored items, or a 400 on `moneda` when one of their amounts does not fit it. */
async function itemsFitting(tx: Tx, id: string, moneda: Moneda): Promise<CotizacionItemValues[]> {
  const items = (await storedItems(tx, id)) as CotizacionItemValues[]
  // One message per item (its first wrong field), e.g. "Ítem 2: En pesos no lleva decimales."
  const problems = new Map<string, string>()
  for (const [path, message] of Object.entries(itemsMonedaProblems(moneda, items))) {
    const index = Number(path.split('.')[1])
    if (!problems.has(String(index))) problems.set(String(index), `Ítem ${index + 1}: ${message}`)
  }
  if (problems.size > 0) {
    throw invalidFields({
      moneda: `No se puede pasar a ${moneda}. ${[...problems.values()].join(' ')} Corrija esos ítems primero.`,
    })
  }
  return items
}
