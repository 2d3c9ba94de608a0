// GET /v1/edp-externos/previsualizacion: the draft of a lessor's EDP at an obra over a period,
// computed from the evidence as crear would and not saved: its lines with their evidence, what
// each asset was found to do, the problems (blocking ones included) and the totals.
import type { EdpExternoPreview, PreviewEdpExternoQuery } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import { obraDe, proveedorDe } from './edp-externo-draft.ts'
import { calcularEdpExternoDe } from './edp-externo-evidencia.ts'

export async function previewEdpExterno(
  db: Db,
  query: PreviewEdpExternoQuery,
): Promise<EdpExternoPreview> {
  const [obra, proveedor] = await Promise.all([
    obraDe(db, query.obraId),
    proveedorDe(db, query.proveedorId),
  ])
  const periodo = { desde: query.fechaInicio, hasta: query.fechaFin }
  const calculo = await calcularEdpExternoDe(db, obra.id, proveedor.id, periodo)
  return { obra, proveedor, fechaInicio: periodo.desde, fechaFin: periodo.hasta, calculo }
}
