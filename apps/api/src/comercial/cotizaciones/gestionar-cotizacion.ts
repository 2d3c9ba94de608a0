// POST /v1/cotizaciones/{id}/estado: gestionar moves a quotation along its lifecycle (borrador →
// enviada → aceptada, or enviada back to borrador to be corrected), at the version read, with
// estado_desde now and an audit entry 'gestionar'. Any other move is a 409 saying where it stands.
import {
  ESTADO_COTIZACION_LABEL,
  type EstadoCotizacion,
  type gestionarCotizacionSchema,
  puedeGestionar,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import type { CotizacionRecord } from './cotizacion-records.ts'
import { cotizacionRecords } from './cotizacion-records.ts'
import { contratoFolioDe } from './cotizacion-writes.ts'
import { getCotizacion } from './get-cotizacion.ts'

const HACIA: Record<z.output<typeof gestionarCotizacionSchema>['estado'], string> = {
  enviada: 'enviarse',
  aceptada: 'aceptarse',
  borrador: 'volver a borrador',
}

export function gestionarCotizacion(
  db: Db,
  actor: Actor,
  id: string,
  { estado, version }: z.output<typeof gestionarCotizacionSchema>,
) {
  return cotizacionRecords.update(
    db,
    actor,
    { id, version },
    {
      patch: { estado, estadoDesde: new Date() },
      async check(tx, _changes, before) {
        const desde = before.estado as EstadoCotizacion
        if (puedeGestionar(desde, estado)) return
        throw conflict(await estadoMessage(tx, before, `no puede ${HACIA[estado]}`))
      },
      action: 'gestionar',
      answer: (tx, row) => getCotizacion(tx, row.id),
    },
  )
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
