// contratos/{id}/adicion: the request's frame (solicitud-contrato.tsx) with its items editor.
import { SolicitudContrato } from './solicitud-contrato.tsx'

export default function ContratoAdicion() {
  return <SolicitudContrato tipo="adicion" />
}
