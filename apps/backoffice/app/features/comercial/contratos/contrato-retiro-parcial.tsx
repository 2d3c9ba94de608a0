// contratos/{id}/retiro-parcial: the request's frame (solicitud-contrato.tsx) with its items editor.
import { SolicitudContrato } from './solicitud-contrato.tsx'

export default function ContratoRetiroParcial() {
  return <SolicitudContrato tipo="retiro-parcial" />
}
