// operadores/asignar (rrhh/asignar-operador): a free operator on an asset on rent that has no
// operator, from a day on (nueva-asignacion-form.tsx).
import { asignacionRoute } from './asignacion-parts.tsx'
import { NuevaAsignacionForm } from './nueva-asignacion-form.tsx'

export default asignacionRoute(
  'operadores-asignar',
  'asignar',
  'Un operador libre a un equipo en arriendo que aún no tiene operador. Cada operador opera un equipo a la vez.',
  NuevaAsignacionForm,
)
