// GET /v1/documentos-activo/vencimientos: how many documents of assets in service (not deleted)
// have expired or expire within DIAS_AVISO_VENCIMIENTO days, and how many assets carry one — the
// count the equipment dashboard shows. "Today" is Santiago's calendar day, as on the badges.
import { fechaEnSantiago, type VencimientosDocumentos } from '@cordillera/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, documentosActivo } from '../../db/schema/index.ts'
import { venceSegun } from '../shared/vencimiento.ts'

export async function getVencimientosDocumentos(
  db: Db,
  now = new Date(),
): Promise<VencimientosDocumentos> {
  const hoy = fechaEnSantiago(now)
  // Only flagged documents are read, through documentos_activo_vence_idx (vence ≤ limit).
  const [counts] = await db
    .select({
      vencidos: sql<number>`cast(count(*) filter (where ${venceSegun('vencidos', hoy)}) as integer)`,
      porVencer: sql<number>`cast(count(*) filter (where ${venceSegun('por-vencer', hoy)}) as integer)`,
      activosAfectados: sql<number>`cast(count(distinct ${documentosActivo.activoId}) as integer)`,
    })
    .from(documentosActivo)
    .innerJoin(activos, and(eq(activos.id, documentosActivo.activoId), vigente(activos)))
    .where(and(vigente(documentosActivo), venceSegun('alerta', hoy)))
  return {
    vencidos: counts?.vencidos ?? 0,
    porVencer: counts?.porVencer ?? 0,
    activosAfectados: counts?.activosAfectados ?? 0,
  }
}
