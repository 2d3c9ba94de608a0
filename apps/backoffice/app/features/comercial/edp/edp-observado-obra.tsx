// edp-observado-obra: the EDP list (edp-generados-screen.tsx), its tab: observado-obra.
import { EdpGeneradosScreen } from './edp-generados-screen.tsx'

export default function EdpObservadoObra() {
  return <EdpGeneradosScreen tab="edp-observado-obra" />
}
