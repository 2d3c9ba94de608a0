// edp-aprobado-obra: the EDP list (edp-generados-screen.tsx), its tab: aprobado-obra, where each
// EDP's factura is issued and its files downloaded (edp-factura.tsx).
import { facturaColumnas } from './edp-factura.tsx'
import { EdpGeneradosScreen } from './edp-generados-screen.tsx'

export default function EdpAprobadoObra() {
  return <EdpGeneradosScreen tab="edp-aprobado-obra" columnas={facturaColumnas} />
}
