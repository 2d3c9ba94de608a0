// POST /v1/solicitudes/{id}/rechazo: staff reject a pendiente request with the reason, at the
// version they read. Audited as `rechazar`; the contract's history shows the reason.
import type { rechazarSolicitudSchema, SolicitudDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { decidirSolicitud } from './decidir-solicitud.ts'

export function rejectSolicitud(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof rechazarSolicitudSchema>,
): Promise<SolicitudDetail> {
  return decidirSolicitud(
    db,
    actor,
    { id, version: input.version },
    {
      accion: 'rechaza',
      set: { estado: 'rechazada', motivoRechazo: input.motivo },
      action: 'rechazar',
    },
  )
}
