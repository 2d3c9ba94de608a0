// edp-generados: the EDP list (edp-generados-screen.tsx), every estado.
import { EdpGeneradosScreen } from './edp-generados-screen.tsx'

export default function EdpGenerados() {
  return <EdpGeneradosScreen tab="edp-generados" />
}
