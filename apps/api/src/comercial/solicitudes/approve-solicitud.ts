// POST /v1/solicitudes/{id}/aprobacion: staff approve a pendiente request at the version they
// read; logistics takes an approved one from there. Audited as `aprobar`.
import type { aprobarSolicitudSchema, SolicitudDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { decidirSolicitud } from './decidir-solicitud.ts'

export function approveSolicitud(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof aprobarSolicitudSchema>,
): Promise<SolicitudDetail> {
  return decidirSolicitud(
    db,
    actor,
    { id, version: input.version },
    { accion: 'aprueba', set: { estado: 'aprobada' }, action: 'aprobar' },
  )
}
