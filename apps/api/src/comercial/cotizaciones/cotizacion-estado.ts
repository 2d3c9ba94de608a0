// A quotation's estado moved at the version read, with estado_desde now and its audit entry; a
// move its estado does not allow is a 409 saying where it stands. The one move of
// manage-cotizacion.ts and reject-cotizacion.ts.
import { ESTADO_COTIZACION_LABEL, type EstadoCotizacion } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import type { cotizaciones } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import type { Transition } from '../../records/records-of.ts'
import { type CotizacionRecord, cotizacionRecords } from './cotizacion-records.ts'
import { contratoFolioDe } from './cotizacion-writes.ts'
import { getCotizacion } from './get-cotizacion.ts'

/** The move in its transaction, answered with the quotation as it reads now. */
export function moveCotizacion(
  db: Db,
  actor: Actor,
  target: { id: string; version: number },
  transition: Transition<typeof cotizaciones, CotizacionRecord>,
) {
  return cotizacionRecords.transaction(db, async (tx) => {
    await cotizacionRecords.move(tx, actor, target, transition)
    return getCotizacion(tx, target.id)
  })
}

/** "La cotización está aceptada: no puede volver a borrador." (or the contract it became). */
export async function estadoMessage(
  tx: Tx,
  cotizacion: CotizacionRecord,
  what: string,
): Promise<string> {
  if (cotizacion.estado === 'contratada') {
    const folio = await contratoFolioDe(tx, cotizacion.id)
    return `La cotización ya pasó a contrato${folio ? ` (${folio})` : ''}: ${what}.`
  }
  const label = ESTADO_COTIZACION_LABEL[cotizacion.estado as EstadoCotizacion].toLowerCase()
  return `La cotización está ${label}: ${what}.`
}
