// operadores/adicion (rrhh/adicion-operador): one more operator on an asset that already has one
// in its contract (another shift), from a day on (nueva-asignacion-form.tsx).
import { asignacionRoute } from './asignacion-parts.tsx'
import { NuevaAsignacionForm } from './nueva-asignacion-form.tsx'

export default asignacionRoute(
  'operadores-adicion',
  'adicion',
  'Otro operador en un equipo que ya tiene uno, por ejemplo para el turno noche. Quien ya opera el equipo sigue en él.',
  NuevaAsignacionForm,
)
