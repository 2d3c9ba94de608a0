// POST /v1/solicitudes/{id}/rechazo: a pendiente request rejected with its reason at the version
// read, audited `rechazar` (solicitud-estado.ts, decideSolicitud); the contract's history shows
// the reason.
import { decideSolicitud } from './solicitud-estado.ts'

export const rejectSolicitud = decideSolicitud('rechaza', (motivoRechazo) => ({
  to: 'rechazada',
  set: { motivoRechazo },
  action: 'rechazar',
}))
