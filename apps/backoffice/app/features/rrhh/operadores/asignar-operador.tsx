// operadores/asignar (rrhh/asignar-operador): a free operator on an asset on rent that has no
// operator, from a day on (nueva-asignacion-form.tsx).
import { AsignacionScreen } from './asignacion-parts.tsx'
import { NuevaAsignacionForm } from './nueva-asignacion-form.tsx'

export default function AsignarOperador() {
  return (
    <AsignacionScreen
      accion="asignar"
      title="Asignar operador"
      description="Un operador libre a un equipo en arriendo que aún no tiene operador. Cada operador opera un equipo a la vez."
    >
      {(opciones) => <NuevaAsignacionForm accion="asignar" opciones={opciones} />}
    </AsignacionScreen>
  )
}
