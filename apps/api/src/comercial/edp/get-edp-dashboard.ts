// GET /v1/edp-dashboard: the EDPs whose period starts within the dashboard's period (the last 365
// days unless asked), counted and summed per stage, per obra (the ten with most billed, with how
// much of it is approved) and per month billed; the ageing of those still waiting (days in their
// current stage, the longest first); and this month, Santiago's — what was billed (EDPs created)
// against what the obras approved — whatever the period.
import {
  diasEntre,
  EDP_DASHBOARD_ANTIGUEDAD_MAX,
  EDP_DASHBOARD_DIAS_DEFAULT,
  EDP_DASHBOARD_OBRAS_MAX,
  type EdpDashboard,
  ESTADOS_EDP,
  type EstadoEdp,
  type edpDashboardQuerySchema,
  fechaEnSantiago,
  folioEdp,
  mesDe,
  sumarDias,
} from '@cordillera/contracts'
import { and, asc, between, desc, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { obraRef } from '../../db/joins.ts'
import { santiagoDay } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import { edps, obras } from '../../db/schema/index.ts'
import { periodoDe } from '../../http/periodo.ts'

type Query = z.output<typeof edpDashboardQuerySchema>

const cantidad = sql<number>`cast(count(*) as integer)`
const total = sql<number>`cast(coalesce(sum(${edps.total}), 0) as double precision)`
const aprobado = sql<number>`cast(coalesce(sum(${edps.total}) filter (where ${edps.estado} = 'aprobado-obra'), 0) as double precision)`

export async function getEdpDashboard(
  db: Db,
  query: Query,
  hoy = fechaEnSantiago(new Date()),
): Promise<EdpDashboard> {
  const periodo = periodoDe(query, () => ({
    desde: sumarDias(query.hasta ?? hoy, 1 - EDP_DASHBOARD_DIAS_DEFAULT),
    hasta: hoy,
  }))
  const enPeriodo: SQL | undefined = and(
    vigente(edps),
    between(edps.periodoDesde, periodo.desde, periodo.hasta),
  )
  const mes = mesDe(hoy)
  const enEsteMes = (instant: AnyPgColumn) =>
    sql`${santiagoDay(instant)} between ${mes.desde}::date and ${mes.hasta}::date`
  const [estados, esperando, obrasRows, meses, facturado, aprobados] = await Promise.all([
    db
      .select({ estado: edps.estado, cantidad, total })
      .from(edps)
      .where(enPeriodo)
      .groupBy(edps.estado),
    db
      .select({
        id: edps.id,
        numero: edps.numero,
        obra: obraRef,
        estado: edps.estado,
        estadoDesde: edps.estadoDesde,
        dia: sql<string>`(${santiagoDay(edps.estadoDesde)})::text`,
        total: edps.total,
      })
      .from(edps)
      .innerJoin(obras, eq(obras.id, edps.obraId))
      .where(and(enPeriodo, ne(edps.estado, 'aprobado-obra')))
      .orderBy(asc(edps.estadoDesde), asc(edps.id))
      .limit(EDP_DASHBOARD_ANTIGUEDAD_MAX),
    db
      .select({
        obra: obraRef,
        cantidad,
        total,
        aprobado,
      })
      .from(edps)
      .innerJoin(obras, eq(obras.id, edps.obraId))
      .where(enPeriodo)
      .groupBy(obras.id, obras.codigo, obras.nombre)
      .orderBy(desc(total), asc(obras.codigo))
      .limit(EDP_DASHBOARD_OBRAS_MAX),
    db
      .select({
        mes: sql<string>`to_char(${edps.periodoDesde}, 'YYYY-MM')`,
        cantidad,
        total,
        aprobado,
      })
      .from(edps)
      .where(enPeriodo)
      .groupBy(sql`to_char(${edps.periodoDesde}, 'YYYY-MM')`)
      .orderBy(sql`to_char(${edps.periodoDesde}, 'YYYY-MM')`),
    db
      .select({ cantidad, total })
      .from(edps)
      .where(and(vigente(edps), enEsteMes(edps.createdAt))),
    db
      .select({ cantidad, total })
      .from(edps)
      .where(and(vigente(edps), eq(edps.estado, 'aprobado-obra'), enEsteMes(edps.estadoDesde))),
  ])
  const porEstado = new Map(estados.map((row) => [row.estado, row]))
  return {
    ...periodo,
    hoy,
    porEstado: ESTADOS_EDP.map((estado) => ({
      estado,
      cantidad: porEstado.get(estado)?.cantidad ?? 0,
      total: porEstado.get(estado)?.total ?? 0,
    })),
    antiguedad: esperando.map((row) => ({
      id: row.id,
      folio: folioEdp(row.numero),
      obra: row.obra,
      estado: row.estado as EstadoEdp,
      estadoDesde: row.estadoDesde.toISOString(),
      dias: Math.max(0, diasEntre(row.dia, hoy)),
      total: row.total,
    })),
    porObra: obrasRows,
    porMes: meses,
    esteMes: {
      facturado: facturado[0] ?? { cantidad: 0, total: 0 },
      aprobado: aprobados[0] ?? { cantidad: 0, total: 0 },
    },
  }
}
