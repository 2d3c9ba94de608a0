// Which documents are flagged, in SQL: the same rule as the contracts' estadoVencimiento (expired
// before `hoy`, expiring up to DIAS_AVISO_VENCIMIENTO days after it, valid through its own date).
// `hoy` is Santiago's calendar day, computed once by the caller (fechaEnSantiago) and passed as a
// parameter: the database's clock and time zone play no part, so the list's filter, its flags and
// the dashboard's count agree with the badges on screen.
import {
  type FiltroDocumentosActivo,
  limiteAvisoVencimiento,
  type VencimientosDocumentos,
} from '@cordillera/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, documentosActivo } from '../../db/schema/index.ts'

const fecha = (value: string): SQL => sql`cast(${value} as date)`

/** The expiry dates `filtro` takes on `hoy` (documents without one never expire). */
export function venceSegun(filtro: FiltroDocumentosActivo, hoy: string): SQL {
  const vence = documentosActivo.vence
  const limite = fecha(limiteAvisoVencimiento(hoy))
  switch (filtro) {
    case 'vencidos':
      return sql`${vence} < ${fecha(hoy)}`
    case 'por-vencer':
      return sql`${vence} >= ${fecha(hoy)} and ${vence} <= ${limite}`
    case 'alerta':
      return sql`${vence} <= ${limite}`
  }
}

/**
 * Whether the asset whose id is `activoId` (a column of the outer query) has a document (not
 * deleted) flagged by `filtro` on `hoy`. Reads `documentos_activo_activo_idx` (activo_id, vence).
 */
export function conDocumentos(
  activoId: AnyPgColumn,
  filtro: FiltroDocumentosActivo,
  hoy: string,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${documentosActivo} where ${documentosActivo.activoId} = ${activoId} and ${documentosActivo.eliminadoEn} is null and ${venceSegun(filtro, hoy)})`
}

/**
 * How many documents of assets in service (not deleted) have expired or expire soon on `hoy`, and
 * how many assets carry one. Only flagged documents are read, through documentos_activo_vence_idx
 * (vence ≤ limit).
 */
export async function countVencimientos(db: Db, hoy: string): Promise<VencimientosDocumentos> {
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
