// A request is edited, approved or rejected only while pendiente: once decided, logistics or the
// record of the decision owns it. The refusal says what the request is now.
import { ESTADO_SOLICITUD_LABEL, type EstadoSolicitud } from '@cordillera/contracts'
import { conflict } from '../../http/api-error.ts'
import type { SolicitudRecord } from './solicitud-records.ts'

export function soloPendiente(accion: 'edita' | 'aprueba' | 'rechaza') {
  return (found: SolicitudRecord | undefined) => {
    if (found && found.estado !== 'pendiente') {
      const estado = ESTADO_SOLICITUD_LABEL[found.estado as EstadoSolicitud].toLowerCase()
      throw conflict(`Solo se ${accion} una solicitud pendiente; esta está ${estado}.`)
    }
  }
}
