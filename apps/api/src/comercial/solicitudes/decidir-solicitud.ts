// A pendiente request decided — approved or rejected — at the version staff read: only while
// pendiente (409 saying what it is now), its estado since now, audited as the decision, answered
// with the request as it stays.
import type { SolicitudDetail } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { solicitudes } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import type { RecordValues } from '../../records/records-of.ts'
import { getSolicitud } from './get-solicitud.ts'
import { soloPendiente } from './solicitud-estado.ts'
import { solicitudRecords } from './solicitud-records.ts'

export type Decision = {
  accion: 'aprueba' | 'rechaza'
  set: { estado: 'aprobada' } | { estado: 'rechazada'; motivoRechazo: string }
  action: 'aprobar' | 'rechazar'
}

export function decidirSolicitud(
  db: Db,
  actor: Actor,
  target: { id: string; version: number },
  { accion, set, action }: Decision,
): Promise<SolicitudDetail> {
  return solicitudRecords.transaction(db, async (tx) => {
    const before = await solicitudRecords.lock(tx, target, { refuse: soloPendiente(accion) })
    const values: Partial<RecordValues<typeof solicitudes>> = { ...set, estadoDesde: new Date() }
    await solicitudRecords.write(tx, actor, before, values, action)
    return getSolicitud(tx, target.id)
  })
}
