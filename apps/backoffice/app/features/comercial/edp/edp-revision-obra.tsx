// edp-revision-obra: the EDP list (edp-generados-screen.tsx), its tab: revision-obra.
import { EdpGeneradosScreen } from './edp-generados-screen.tsx'

export default function EdpRevisionObra() {
  return <EdpGeneradosScreen tab="edp-revision-obra" />
}
