// A request is edited, approved or rejected only while pendiente: once decided, logistics or the
// record of the decision owns it. The refusal says what the request is now.
import { ESTADO_SOLICITUD_LABEL, type EstadoSolicitud } from '@cordillera/contracts'
import { conflict } from '../../http/api-error.ts'
import type { SolicitudRecord } from './solicitud-records.ts'

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
