// contratos/{id}/cierre-contrato: the request's frame (solicitud-contrato.tsx) with its items editor.
import { SolicitudContrato } from './solicitud-contrato.tsx'

export default function ContratoCierre() {
  return <SolicitudContrato tipo="cierre" />
}
