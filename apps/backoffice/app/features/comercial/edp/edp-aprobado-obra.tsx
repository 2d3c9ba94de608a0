// edp-aprobado-obra: the EDP list (edp-generados-screen.tsx), its tab: aprobado-obra.
import { EdpGeneradosScreen } from './edp-generados-screen.tsx'

export default function EdpAprobadoObra() {
  return <EdpGeneradosScreen tab="edp-aprobado-obra" />
}
