// estado-de-pago-externos/gestionar: the external EDPs by estado, those en ajuste first.
import { EdpExternosScreen } from './edp-externos-screen.tsx'

export default function EdpExternosGestionar() {
  return <EdpExternosScreen vista="gestionar" />
}
