// A pendiente request decided at the version staff read: only while pendiente (409 saying what it
// is now), its estado since now, audited as the decision, answered with the request as it stays.
// - POST /v1/solicitudes/{id}/aprobacion approves it (`aprobar`); logistics takes it from there.
// - POST /v1/solicitudes/{id}/rechazo rejects it with the reason (`rechazar`); the contract's
//   history shows the reason.
import type { SolicitudDetail } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { solicitudes } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import type { Transition } from '../../records/records-of.ts'
import { getSolicitud } from './get-solicitud.ts'
import { noPendienteMessage } from './solicitud-estado.ts'
import { type SolicitudRecord, solicitudRecords } from './solicitud-records.ts'

type Decision = Pick<Transition<typeof solicitudes, SolicitudRecord>, 'to' | 'set' | 'action'>

function decidir(accion: 'aprueba' | 'rechaza', decision: (motivo: string) => Decision) {
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

/** `input` is the route's: the version read, and the reason of a rejection. */
export const approveSolicitud = decidir('aprueba', () => ({ to: 'aprobada', action: 'aprobar' }))

export const rejectSolicitud = decidir('rechaza', (motivoRechazo) => ({
  to: 'rechazada',
  set: { motivoRechazo },
  action: 'rechazar',
}))
