// estado-de-pago-externos/listar: the external EDPs, and where a new one is started.
import { EdpExternosScreen } from './edp-externos-screen.tsx'

export default function EdpExternosListar() {
  return <EdpExternosScreen vista="listar" />
}
