// GET /v1/dashboard-equipos: utilisation over the period (the last 365 days unless asked
// otherwise: utilizacion.ts), and the fleet now — assets by estado, the workshop's oldest visits
// with why they went in, documents expired or expiring by the rule of the asset list's badges
// (operaciones/common/vencimiento.ts, "today" Santiago's day computed once here).
import {
  DASHBOARD_DIAS_DEFAULT,
  DASHBOARD_DOCUMENTOS_MAX,
  DASHBOARD_TALLER_MAX,
  type DashboardEquipos,
  type dashboardEquiposQuerySchema,
  ESTADOS_ACTIVO,
  type EstadoActivo,
  fechaEnSantiago,
  sumarDias,
  type TipoDocumentoActivo,
} from '@cordillera/contracts'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, documentosActivo, movimientos, tiposActivo } from '../../db/schema/index.ts'
import { periodoDe } from '../../http/periodo.ts'
import { countVencimientos, venceSegun } from '../common/vencimiento.ts'
import { type Dias, utilizacionDe } from './utilizacion.ts'

type Query = z.output<typeof dashboardEquiposQuerySchema>

const utilizacion = ({ activos: count, diasPropios, diasArriendo }: Dias) => ({
  activos: count ?? 0,
  diasPropios: diasPropios ?? 0,
  diasArriendo: diasArriendo ?? 0,
  utilizacion: diasPropios ? diasArriendo / diasPropios : null,
})

export async function getDashboardEquipos(
  db: Db,
  query: Query,
  hoy = fechaEnSantiago(new Date()),
): Promise<DashboardEquipos> {
  const periodo = periodoDe(query, () => ({
    desde: sumarDias(query.hasta ?? hoy, 1 - DASHBOARD_DIAS_DEFAULT),
    hasta: hoy,
  }))
  const [uso, estados, taller, documentos, proximos] = await Promise.all([
    utilizacionDe(db, periodo),
    db
      .select({ estado: activos.estado, cantidad: sql<number>`cast(count(*) as integer)` })
      .from(activos)
      .where(vigente(activos))
      .groupBy(activos.estado),
    enTaller(db),
    countVencimientos(db, hoy),
    // The soonest first: the expired ones (oldest first), then those about to expire.
    db
      .select({
        id: documentosActivo.id,
        tipo: documentosActivo.tipo,
        numero: documentosActivo.numero,
        vence: sql<string>`${documentosActivo.vence}::text`,
        activo: { id: activos.id, codigo: activos.codigo },
      })
      .from(documentosActivo)
      .innerJoin(activos, and(eq(activos.id, documentosActivo.activoId), vigente(activos)))
      .where(and(vigente(documentosActivo), venceSegun('alerta', hoy)))
      .orderBy(asc(documentosActivo.vence), asc(activos.codigo), asc(documentosActivo.id))
      .limit(DASHBOARD_DOCUMENTOS_MAX),
  ])
  const cantidad = new Map(estados.map((row) => [row.estado, row.cantidad]))
  const of = (grupo: string) => uso.grupos.filter((row) => row.grupo === grupo)
  const [total] = of('total')
  return {
    ...periodo,
    hoy,
    flota: utilizacion(total ?? { activos: 0, diasPropios: 0, diasArriendo: 0 }),
    porTipo: of('tipo').map((row) => ({
      tipoActivo: { id: row.id ?? '', nombre: row.nombre ?? '' },
      ...utilizacion(row),
    })),
    // The assets of no flota after the named ones.
    porFlota: [...of('flota').filter((row) => row.id), ...of('flota').filter((row) => !row.id)].map(
      (row) => ({
        flota: row.id ? { id: row.id, nombre: row.nombre ?? '' } : null,
        ...utilizacion(row),
      }),
    ),
    porMes: uso.meses.map((mes) => ({
      mes: mes.mes,
      desde: mes.desde,
      hasta: mes.hasta,
      ...utilizacion(mes),
    })),
    porEstado: ESTADOS_ACTIVO.map((estado: EstadoActivo) => ({
      estado,
      cantidad: cantidad.get(estado) ?? 0,
    })),
    taller: { cantidad: cantidad.get('en-taller') ?? 0, activos: taller },
    documentos: {
      ...documentos,
      proximos: proximos.map((documento) => ({
        ...documento,
        tipo: documento.tipo as TipoDocumentoActivo,
      })),
    },
  }
}

/** The assets in the workshop the longest, with the observaciones of the ingreso that took them. */
async function enTaller(db: Db) {
  const motivo = db
    .select({ observaciones: movimientos.observaciones })
    .from(movimientos)
    .where(and(eq(movimientos.activoId, activos.id), eq(movimientos.tipo, 'ingreso-taller')))
    .orderBy(desc(movimientos.fecha), desc(movimientos.id))
    .limit(1)
  const rows = await db
    .select({
      id: activos.id,
      codigo: activos.codigo,
      tipoActivo: { id: tiposActivo.id, nombre: tiposActivo.nombre },
      desde: activos.estadoDesde,
      motivo: sql<string | null>`(${motivo})`,
    })
    .from(activos)
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .where(and(vigente(activos), eq(activos.estado, 'en-taller')))
    .orderBy(asc(activos.estadoDesde), asc(activos.codigo))
    .limit(DASHBOARD_TALLER_MAX)
  return rows.map((row) => ({ ...row, desde: row.desde.toISOString() }))
}
