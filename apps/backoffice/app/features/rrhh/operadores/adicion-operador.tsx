// operadores/adicion (rrhh/adicion-operador): one more operator on an asset that already has one
// in its contract (another shift), from a day on (nueva-asignacion-form.tsx).
import { AsignacionScreen } from './asignacion-parts.tsx'
import { NuevaAsignacionForm } from './nueva-asignacion-form.tsx'

export default function AdicionOperador() {
  return (
    <AsignacionScreen
      accion="adicion"
      title="Adición de operador"
      description="Otro operador en un equipo que ya tiene uno, por ejemplo para el turno noche. Quien ya opera el equipo sigue en él."
    >
      {(opciones) => <NuevaAsignacionForm accion="adicion" opciones={opciones} />}
    </AsignacionScreen>
  )
}
