// A quotation's estado moved at the version read, with estado_desde now and its audit entry; a
// move its estado does not allow is a 409 saying where it stands.
// - POST /v1/cotizaciones/{id}/estado: gestionar moves it along its lifecycle (borrador → enviada
//   → aceptada, or enviada back to borrador to be corrected), audited 'gestionar'.
// - POST /v1/cotizaciones/{id}/rechazo: the client said no to one sent to it. Only an enviada one
//   is rejected, with its motivo, audited 'rechazar'.
import {
  COTIZACION_RECHAZABLE,
  ESTADO_COTIZACION_LABEL,
  ESTADOS_COTIZACION,
  type EstadoCotizacion,
  type gestionarCotizacionSchema,
  puedeGestionar,
  type rechazarCotizacionSchema,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import type { cotizaciones } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import type { Transition } from '../../records/records-of.ts'
import type { CotizacionRecord } from './cotizacion-records.ts'
import { cotizacionRecords } from './cotizacion-records.ts'
import { contratoFolioDe } from './cotizacion-writes.ts'
import { getCotizacion } from './get-cotizacion.ts'

type Gestion = z.output<typeof gestionarCotizacionSchema>

const HACIA: Record<Gestion['estado'], string> = {
  enviada: 'enviarse',
  aceptada: 'aceptarse',
  borrador: 'volver a borrador',
}

/** The move in its transaction, answered with the quotation as it reads now. */
function mover(
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

export function gestionarCotizacion(db: Db, actor: Actor, id: string, input: Gestion) {
  const { estado, version } = input
  return mover(
    db,
    actor,
    { id, version },
    {
      from: ESTADOS_COTIZACION.filter((desde) => puedeGestionar(desde, estado)),
      to: estado,
      refused: (tx, before) => estadoMessage(tx, before, `no puede ${HACIA[estado]}`),
      action: 'gestionar',
    },
  )
}

export function rejectCotizacion(
  db: Db,
  actor: Actor,
  id: string,
  { motivo, version }: z.output<typeof rechazarCotizacionSchema>,
) {
  return mover(
    db,
    actor,
    { id, version },
    {
      from: COTIZACION_RECHAZABLE,
      to: 'rechazada',
      set: { motivoRechazo: motivo },
      refused: (tx, before) => estadoMessage(tx, before, 'solo se rechaza una cotización enviada'),
      action: 'rechazar',
    },
  )
}

/** "La cotización está aceptada: no puede volver a borrador." (or the contract it became). */
async function estadoMessage(tx: Tx, cotizacion: CotizacionRecord, what: string): Promise<string> {
  if (cotizacion.estado === 'contratada') {
    const folio = await contratoFolioDe(tx, cotizacion.id)
    return `La cotización ya pasó a contrato${folio ? ` (${folio})` : ''}: ${what}.`
  }
  const label = ESTADO_COTIZACION_LABEL[cotizacion.estado as EstadoCotizacion].toLowerCase()
  return `La cotización está ${label}: ${what}.`
}
