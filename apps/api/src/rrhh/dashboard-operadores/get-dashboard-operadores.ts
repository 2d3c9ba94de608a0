// GET /v1/rrhh/operadores-dashboard: what the daily reports (not deleted) record over a period of
// Santiago days (the current month unless asked; the rule of common/periodo.ts in the
// contracts), and HR's queue now. Two statements:
// - the period's reports grouped by operator, asset, obra, estado and day, and all together (one
//   GROUP BY GROUPING SETS), with the names of what each group is;
// - the reports in borrador (to sign) and en-observacion (to correct), counted, and the oldest of
//   each (by their day, then number), whatever the period.
// Hours are sums of numeric(…,1) columns, rounded to one decimal in SQL; days without reports and
// estados without any are added as zeros here.
import {
  DASHBOARD_OPERADORES_PENDIENTES_MAX,
  type DashboardOperadores,
  type dashboardOperadoresQuerySchema,
  diasDe,
  ESTADOS_REPORT,
  type EstadoReport,
  fechaEnSantiago,
  folioDe,
  type HorasReports,
  type Jornada,
  mesDe,
  type Periodo,
  type ReportPendiente,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { operadorNombre } from '../../db/joins.ts'
import {
  activos,
  obras,
  operadores,
  reports,
  tiposActivo,
  trabajadores,
} from '../../db/schema/index.ts'
import { selectRows } from '../../db/select-rows.ts'
import { periodoDe } from '../../http/periodo.ts'

type Query = z.output<typeof dashboardOperadoresQuerySchema>

/** The period asked, each end left out taken from the month of `desde` (or of `hasta`, or today). */
export function periodoDelDashboard(query: Query, hoy: string): Periodo {
  return periodoDe(query, (desde) => mesDe(desde ?? query.hasta ?? hoy))
}

type GrupoRow = {
  grupo: 'operador' | 'activo' | 'obra' | 'estado' | 'dia' | 'total'
  operador_id: string | null
  operador_nombre: string | null
  activo_id: string | null
  activo_codigo: string | null
  activo_tipo: string | null
  obra_id: string | null
  obra_codigo: string | null
  obra_nombre: string | null
  estado: EstadoReport | null
  fecha: string | null
  reports: number
  horas_trabajadas: number
  horas_stand_by: number
  horas_detenidas: number
  operadores: number
  activos: number
}

const horas = (column: unknown) =>
  sql`cast(round(coalesce(sum(${column}), 0), 1) as double precision)`

function gruposStatement({ desde, hasta }: Periodo) {
  return sql`select g.*,
      ${operadorNombre} as operador_nombre,
      ${activos.codigo} as activo_codigo, ${tiposActivo.nombre} as activo_tipo,
      ${obras.codigo} as obra_codigo, ${obras.nombre} as obra_nombre
    from (
      select case
          when grouping(${reports.operadorId}) = 0 then 'operador'
          when grouping(${reports.activoId}) = 0 then 'activo'
          when grouping(${reports.obraId}) = 0 then 'obra'
          when grouping(${reports.estado}) = 0 then 'estado'
          when grouping(${reports.fecha}) = 0 then 'dia'
          else 'total' end as grupo,
        ${reports.operadorId} as operador_id, ${reports.activoId} as activo_id,
        ${reports.obraId} as obra_id, ${reports.estado} as estado,
        cast(${reports.fecha} as text) as fecha,
        cast(count(*) as integer) as reports,
        ${horas(reports.horasTrabajadas)} as horas_trabajadas,
        ${horas(reports.horasStandBy)} as horas_stand_by,
        ${horas(reports.horasDetenidas)} as horas_detenidas,
        cast(count(distinct ${reports.operadorId}) as integer) as operadores,
        cast(count(distinct ${reports.activoId}) as integer) as activos
      from ${reports}
      where ${reports.eliminadoEn} is null
        and ${reports.fecha} between ${desde}::date and ${hasta}::date
      group by grouping sets ((${reports.operadorId}), (${reports.activoId}), (${reports.obraId}),
        (${reports.estado}), (${reports.fecha}), ())
    ) g
    left join ${operadores} on ${operadores.id} = g.operador_id
    left join ${trabajadores} on ${trabajadores.id} = ${operadores.trabajadorId}
    left join ${activos} on ${activos.id} = g.activo_id
    left join ${tiposActivo} on ${tiposActivo.id} = ${activos.tipoActivoId}
    left join ${obras} on ${obras.id} = g.obra_id`
}

type PendienteJson = Omit<ReportPendiente, 'folio'> & { numero: number }

type PendientesRow = {
  por_firmar: number
  en_observacion: number
  por_firmar_lista: PendienteJson[]
  en_observacion_lista: PendienteJson[]
}

function pendientesStatement() {
  const lista = (estado: EstadoReport) => sql`coalesce((select json_agg(p.value order by p.position)
    from (select json_build_object(
        'id', ${reports.id}, 'numero', ${reports.numero}, 'fecha', ${reports.fecha},
        'jornada', ${reports.jornada},
        'operador', json_build_object('id', ${operadores.id},
          'nombre', ${operadorNombre}),
        'activo', json_build_object('id', ${activos.id}, 'codigo', ${activos.codigo}),
        'obra', json_build_object('id', ${obras.id}, 'codigo', ${obras.codigo}, 'nombre', ${obras.nombre}),
        'estadoDesde', to_char(${reports.estadoDesde} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'observacion', ${reports.observacion}) as value,
        row_number() over (order by ${reports.fecha}, ${reports.numero}) as position
      from ${reports}
      inner join ${operadores} on ${operadores.id} = ${reports.operadorId}
      inner join ${trabajadores} on ${trabajadores.id} = ${operadores.trabajadorId}
      inner join ${activos} on ${activos.id} = ${reports.activoId}
      inner join ${obras} on ${obras.id} = ${reports.obraId}
      where ${reports.eliminadoEn} is null and ${reports.estado} = ${estado}
      order by ${reports.fecha}, ${reports.numero}
      limit ${DASHBOARD_OPERADORES_PENDIENTES_MAX}) p), '[]'::json)`
  const cuenta = (estado: EstadoReport) => sql`(select cast(count(*) as integer) from ${reports}
    where ${reports.eliminadoEn} is null and ${reports.estado} = ${estado})`
  return sql`select ${cuenta('borrador')} as por_firmar, ${cuenta('en-observacion')} as en_observacion,
    ${lista('borrador')} as por_firmar_lista, ${lista('en-observacion')} as en_observacion_lista`
}

const horasDe = (row: GrupoRow | undefined): HorasReports => ({
  reports: row?.reports ?? 0,
  horasTrabajadas: row?.horas_trabajadas ?? 0,
  horasStandBy: row?.horas_stand_by ?? 0,
  horasDetenidas: row?.horas_detenidas ?? 0,
})

/** The most hours worked first, then the most reports, then by name. */
const porHoras =
  <T extends HorasReports>(nombre: (row: T) => string) =>
  (a: T, b: T) =>
    b.horasTrabajadas - a.horasTrabajadas ||
    b.reports - a.reports ||
    nombre(a).localeCompare(nombre(b), 'es')

/**
 * One grouping's rows, each as `ref` names what it groups by (under `key`) with its hours, the most
 * worked first (`porHoras`), then by its código (an asset's, an obra's) or else its name (an
 * operator's).
 */
const ranking = <
  K extends 'operador' | 'activo' | 'obra',
  R extends { nombre: string } | { codigo: string },
>(
  rows: GrupoRow[],
  key: K,
  ref: (row: GrupoRow) => R,
) =>
  rows
    .map((row) => ({ [key]: ref(row), ...horasDe(row) }) as Record<K, R> & HorasReports)
    .sort(
      porHoras((row) => {
        const named = row[key]
        return 'codigo' in named ? named.codigo : named.nombre
      }),
    )

const toPendiente = ({ numero, ...report }: PendienteJson): ReportPendiente => ({
  ...report,
  folio: folioDe('RPT', numero),
  jornada: report.jornada as Jornada,
})

export async function getDashboardOperadores(
  db: Db,
  query: Query,
  hoy = fechaEnSantiago(new Date()),
): Promise<DashboardOperadores> {
  const periodo = periodoDelDashboard(query, hoy)
  const [grupos, [pendientes]] = await Promise.all([
    selectRows<GrupoRow>(db, gruposStatement(periodo)),
    selectRows<PendientesRow>(db, pendientesStatement()),
  ])
  const of = (grupo: GrupoRow['grupo']) => grupos.filter((row) => row.grupo === grupo)
  const total = of('total')[0]
  const porEstado = new Map(of('estado').map((row) => [row.estado, row]))
  const porDia = new Map(of('dia').map((row) => [row.fecha, row]))
  return {
    ...periodo,
    hoy,
    totales: {
      ...horasDe(total),
      operadores: total?.operadores ?? 0,
      activos: total?.activos ?? 0,
    },
    porOperador: ranking(of('operador'), 'operador', (row) => ({
      id: row.operador_id ?? '',
      nombre: row.operador_nombre ?? '',
    })),
    porActivo: ranking(of('activo'), 'activo', (row) => ({
      id: row.activo_id ?? '',
      codigo: row.activo_codigo ?? '',
      tipo: row.activo_tipo ?? '',
    })),
    porObra: ranking(of('obra'), 'obra', (row) => ({
      id: row.obra_id ?? '',
      codigo: row.obra_codigo ?? '',
      nombre: row.obra_nombre ?? '',
    })),
    porEstado: ESTADOS_REPORT.map((estado) => ({ estado, ...horasDe(porEstado.get(estado)) })),
    porDia: diasDe(periodo).map((fecha) => ({ fecha, ...horasDe(porDia.get(fecha)) })),
    pendientes: {
      porFirmar: pendientes?.por_firmar ?? 0,
      enObservacion: pendientes?.en_observacion ?? 0,
      porFirmarMasAntiguos: (pendientes?.por_firmar_lista ?? []).map(toPendiente),
      enObservacionMasAntiguos: (pendientes?.en_observacion_lista ?? []).map(toPendiente),
    },
  }
}
