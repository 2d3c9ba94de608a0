// edp-revision-comercial-1: the EDP list (edp-generados-screen.tsx), its tab: revision-comercial-1.
import { EdpGeneradosScreen } from './edp-generados-screen.tsx'

export default function EdpRevisionComercial1() {
  return <EdpGeneradosScreen tab="edp-revision-comercial-1" />
}
