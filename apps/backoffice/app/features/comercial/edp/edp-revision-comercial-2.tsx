// edp-revision-comercial-2: the EDP list (edp-generados-screen.tsx), its tab: revision-comercial-2.
import { EdpGeneradosScreen } from './edp-generados-screen.tsx'

export default function EdpRevisionComercial2() {
  return <EdpGeneradosScreen tab="edp-revision-comercial-2" />
}
