// POST /v1/solicitudes/{id}/aprobacion: staff approve a pendiente request at the version they
// read; logistics takes an approved one from there. Audited as `aprobar`.
import type { aprobarSolicitudSchema, SolicitudDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getSolicitud } from './get-solicitud.ts'
import { soloPendiente } from './solicitud-estado.ts'
import { solicitudRecords } from './solicitud-records.ts'

export function approveSolicitud(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof aprobarSolicitudSchema>,
): Promise<SolicitudDetail> {
  return solicitudRecords.transaction(db, async (tx) => {
    const before = await solicitudRecords.lock(
      tx,
      { id, version: input.version },
      { refuse: soloPendiente('aprueba') },
    )
    await solicitudRecords.write(
      tx,
      actor,
      before,
      { estado: 'aprobada', estadoDesde: new Date() },
      'aprobar',
    )
    return getSolicitud(tx, id)
  })
}
