// PUT /v1/cotizaciones/{id}/items: the whole list of items of a borrador as it should be (added,
// changed, removed, reordered), replaced in one write: the stored amounts recomputed, the version
// one up even when the totals stay, and one audit entry 'editar' with the items before and after.
import type { CotizacionDetail, replaceCotizacionItemsSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { cotizacionRecords } from './cotizacion-records.ts'
import {
  checkTiposActivo,
  itemsMonedaProblems,
  lockEditable,
  totalsOf,
  writeItems,
} from './cotizacion-writes.ts'
import { getCotizacion } from './get-cotizacion.ts'

export function replaceCotizacionItems(
  db: Db,
  actor: Actor,
  id: string,
  { items, version }: z.output<typeof replaceCotizacionItemsSchema>,
): Promise<CotizacionDetail> {
  return cotizacionRecords.transaction(db, async (tx) => {
    const before = await lockEditable(tx, { id, version })
    // The body does not carry the moneda: the amounts' decimals are checked against the stored one.
    const moneda = before.moneda as CotizacionDetail['moneda']
    const problems = itemsMonedaProblems(moneda, items)
    if (Object.keys(problems).length > 0) throw invalidFields(problems)
    await checkTiposActivo(tx, items)
    await cotizacionRecords.write(tx, actor, before, totalsOf(items, moneda), 'editar', (tx) =>
      writeItems(tx, id, items),
    )
    return getCotizacion(tx, id)
  })
}
