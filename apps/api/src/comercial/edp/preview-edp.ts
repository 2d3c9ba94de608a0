// GET /v1/edp/previsualizacion: the draft of a contract's EDP for a period (the previous calendar
// month by default), computed from the evidence as crear would and not saved: its lines with
// their evidence, what each item was found to do, the problems (blocking ones included) and the
// totals.
import type { EdpPreview, PreviewEdpQuery } from '@cordillera/contracts'
import { folioDe } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { obraRef, razonSocialRef } from '../../db/joins.ts'
import { obras, razonesSociales } from '../../db/schema/index.ts'
import { contratoDe, periodoDelEdp } from './edp-draft.ts'
import { calcularEdpDe } from './edp-evidencia.ts'

export async function previewEdp(
  db: Db,
  query: PreviewEdpQuery & { contratoId: string },
  now = new Date(),
): Promise<EdpPreview> {
  const contrato = await contratoDe(db, query.contratoId)
  const periodo = periodoDelEdp(contrato, query, now)
  const [[obra], [razonSocial], calculo] = await Promise.all([
    db.select(obraRef).from(obras).where(eq(obras.id, contrato.obraId)),
    db
      .select(razonSocialRef)
      .from(razonesSociales)
      .where(eq(razonesSociales.id, contrato.razonSocialId)),
    calcularEdpDe(db, contrato, periodo),
  ])
  if (!obra || !razonSocial) throw new Error('edp: the contract has no obra or razón social')
  return {
    contrato: { id: contrato.id, folio: folioDe('CON', contrato.numero) },
    obra,
    razonSocial,
    periodoDesde: periodo.desde,
    periodoHasta: periodo.hasta,
    calculo,
  }
}
