// POST /v1/solicitudes/{id}/aprobacion: a pendiente request approved at the version read, audited
// `aprobar` (solicitud-estado.ts, decideSolicitud); logistics takes it from there.
import { decideSolicitud } from './solicitud-estado.ts'

export const approveSolicitud = decideSolicitud('aprueba', () => ({
  to: 'aprobada',
  action: 'aprobar',
}))
