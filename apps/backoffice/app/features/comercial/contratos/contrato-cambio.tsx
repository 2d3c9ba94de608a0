// contratos/{id}/cambio: the request's frame (solicitud-contrato.tsx) with its items editor.
import { SolicitudContrato } from './solicitud-contrato.tsx'

export default function ContratoCambio() {
  return <SolicitudContrato tipo="cambio" />
}
