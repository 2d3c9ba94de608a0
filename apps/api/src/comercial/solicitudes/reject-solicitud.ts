// POST /v1/solicitudes/{id}/rechazo: staff reject a pendiente request with the reason, at the
// version they read. Audited as `rechazar`; the contract's history shows the reason.
import type { rechazarSolicitudSchema, SolicitudDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getSolicitud } from './get-solicitud.ts'
import { soloPendiente } from './solicitud-estado.ts'
import { solicitudRecords } from './solicitud-records.ts'

export function rejectSolicitud(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof rechazarSolicitudSchema>,
): Promise<SolicitudDetail> {
  return solicitudRecords.transaction(db, async (tx) => {
    const before = await solicitudRecords.lock(
      tx,
      { id, version: input.version },
      { refuse: soloPendiente('rechaza') },
    )
    await solicitudRecords.write(
      tx,
      actor,
      before,
      { estado: 'rechazada', estadoDesde: new Date(), motivoRechazo: input.motivo },
      'rechazar',
    )
    return getSolicitud(tx, id)
  })
}
