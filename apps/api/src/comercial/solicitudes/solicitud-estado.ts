// A request is edited, approved or rejected only while pendiente: once decided, logistics or the
// record of the decision owns it. The refusal says what the request is now. `decideSolicitud` is
// the one move of a decision (approve-solicitud.ts, reject-solicitud.ts).
import {
  ESTADO_SOLICITUD_LABEL,
  type EstadoSolicitud,
  type SolicitudDetail,
} from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { solicitudes } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import type { Transition } from '../../records/records-of.ts'
import { getSolicitud } from './get-solicitud.ts'
import { type SolicitudRecord, solicitudRecords } from './solicitud-records.ts'

type Accion = 'edita' | 'aprueba' | 'rechaza'

/** "Solo se aprueba una solicitud pendiente; esta está aprobada." */
export function noPendienteMessage(accion: Accion, found: SolicitudRecord): string {
  const estado = ESTADO_SOLICITUD_LABEL[found.estado as EstadoSolicitud].toLowerCase()
  return `Solo se ${accion} una solicitud pendiente; esta está ${estado}.`
}

export function soloPendiente(accion: Accion) {
  return (found: SolicitudRecord | undefined) => {
    if (found && found.estado !== 'pendiente') throw conflict(noPendienteMessage(accion, found))
  }
}

type Decision = Pick<Transition<typeof solicitudes, SolicitudRecord>, 'to' | 'set' | 'action'>

/**
 * A pendiente request decided at the version staff read: only while pendiente (409 saying what it
 * is now), its estado since now, audited as the decision, answered with the request as it stays.
 * `input` is the route's: the version read, and the reason of a rejection.
 */
export function decideSolicitud(
  accion: 'aprueba' | 'rechaza',
  decision: (motivo: string) => Decision,
) {
  return (
    db: Db,
    actor: Actor,
    id: string,
    input: { version: number; motivo?: string },
  ): Promise<SolicitudDetail> =>
    solicitudRecords.transaction(db, async (tx) => {
      await solicitudRecords.move(
        tx,
        actor,
        { id, version: input.version },
        {
          from: ['pendiente'],
          refused: (_tx, found) => noPendienteMessage(accion, found),
          ...decision(input.motivo ?? ''),
        },
      )
      return getSolicitud(tx, id)
    })
}
