// Operators as HR's list shows them: the worker's name and RUT, licence and certifications, the
// assignment he runs today or is booked for (its asset, contract and obra), the user he signs with,
// his last report's day and how many he still has to sign. Operators are few (tens, not
// thousands) and have no search column or sort indexes of their own: the search is the worker's
// column, and the sort keys are read from the worker (by primary key) or the reports' index
// (operador_id, fecha). "Today" is Santiago's calendar day, computed once per request.
import {
  type ClaseLicencia,
  type FiltroAsignacion,
  fechaEnSantiago,
  folioDe,
  type listOperadoresQuerySchema,
  type OperadorRow,
  type OrigenAsignacion,
} from '@cordillera/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { FOREVER } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  asignacionesOperador,
  contratos,
  obras,
  operadores,
  reports,
  tiposActivo,
  trabajadores,
  usuarios,
} from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf, sortKeysOf } from '../../records/list-source.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'

export type OperadorListQuery = ListQueryOf<typeof listOperadoresQuerySchema>

/** A value of the operator's worker, for the sort keys. */
const delTrabajador = (expr: SQL) =>
  sql`(select ${expr} from ${trabajadores} where ${trabajadores.id} = ${operadores.trabajadorId})`

/** The day of his latest report; a day before any report when he has none (keys are never null). */
const ultimoReport = sql`coalesce((select max(${reports.fecha}) from ${reports}
  where ${reports.operadorId} = ${operadores.id} and ${reports.eliminadoEn} is null), '0001-01-01'::date)`

const sortKeys = sortKeysOf<OperadorListQuery['sort']>(operadores, {
  nombre: {
    expr: sql`${delTrabajador(sql`${trabajadores.apellidos} || ' ' || ${trabajadores.nombres}`)} collate "unicode"`,
    type: 'text',
  },
  rut: { expr: delTrabajador(sql`${trabajadores.rutNumero}`), type: 'integer' },
  licenciaClase: { expr: operadores.licenciaClase, type: 'text' },
  ultimoReport: { expr: ultimoReport, type: 'date' } satisfies SortKey,
})

/** The operator's assignments current on `hoy` or later (at most one can be: one asset at a time). */
const asignacionesDesde = (hoy: string) =>
  sql`${asignacionesOperador.operadorId} = ${operadores.id}
    and ${asignacionesOperador.eliminadoEn} is null
    and coalesce(${asignacionesOperador.hasta}, ${FOREVER}) >= ${hoy}::date`

function asignacionFilter(filtro: FiltroAsignacion | undefined, hoy: string): SQL | undefined {
  if (!filtro) return undefined
  const existe = sql`exists (select 1 from ${asignacionesOperador} where ${asignacionesDesde(hoy)})`
  return filtro === 'con' ? existe : sql`not ${existe}`
}

export function operadorWhere(query: OperadorListQuery, hoy: string): SQL | undefined {
  return and(
    vigente(operadores),
    sql`${operadores.trabajadorId} in (select ${trabajadores.id} from ${trabajadores}
      where ${trabajadores.eliminadoEn} is null${
        query.q ? sql` and ${matches(trabajadores.busqueda, query.q)}` : sql``
      })`,
    query.licenciaClase ? eq(operadores.licenciaClase, query.licenciaClase) : undefined,
    asignacionFilter(query.asignacion, hoy),
  )
}

type AsignacionJson = {
  id: string
  activo: { id: string; codigo: string; tipo: string }
  obra: { id: string; codigo: string; nombre: string }
  contrato: { id: string; numero: number }
  desde: string
  hasta: string | null
  origen: OrigenAsignacion
}

export async function operadorRowsByIds(
  db: Db,
  ids: string[],
  hoy: string,
): Promise<OperadorRow[]> {
  const asignacion = sql<AsignacionJson | null>`(select json_build_object(
      'id', ${asignacionesOperador.id},
      'activo', json_build_object('id', ${activos.id}, 'codigo', ${activos.codigo}, 'tipo', ${tiposActivo.nombre}),
      'obra', json_build_object('id', ${obras.id}, 'codigo', ${obras.codigo}, 'nombre', ${obras.nombre}),
      'contrato', json_build_object('id', ${contratos.id}, 'numero', ${contratos.numero}),
      'desde', ${asignacionesOperador.desde}, 'hasta', ${asignacionesOperador.hasta},
      'origen', ${asignacionesOperador.origen})
    from ${asignacionesOperador}
    inner join ${activos} on ${activos.id} = ${asignacionesOperador.activoId}
    inner join ${tiposActivo} on ${tiposActivo.id} = ${activos.tipoActivoId}
    inner join ${contratos} on ${contratos.id} = ${asignacionesOperador.contratoId}
    inner join ${obras} on ${obras.id} = ${contratos.obraId}
    where ${asignacionesDesde(hoy)}
    order by ${asignacionesOperador.desde} limit 1)`
  // An operator has one user; were there more, the active one first.
  const usuario = sql<{ id: string; email: string } | null>`(select json_build_object(
      'id', ${usuarios.id}, 'email', ${usuarios.email})
    from ${usuarios} where ${usuarios.operadorId} = ${operadores.id}
    order by ${usuarios.activo} desc, ${usuarios.email} limit 1)`
  const delOperador = sql`${reports.operadorId} = ${operadores.id} and ${reports.eliminadoEn} is null`
  const rows = await db
    .select({
      record: {
        id: operadores.id,
        trabajadorId: operadores.trabajadorId,
        licenciaClase: operadores.licenciaClase,
        certificaciones: operadores.certificaciones,
        version: operadores.version,
        createdAt: operadores.createdAt,
        updatedAt: operadores.updatedAt,
      },
      nombres: trabajadores.nombres,
      apellidos: trabajadores.apellidos,
      rut: trabajadores.rut,
      trabajadorActivo: trabajadores.activo,
      asignacion,
      usuario,
      ultimoReport: sql<string | null>`(select cast(max(${reports.fecha}) as text) from ${reports}
        where ${delOperador})`,
      reportsPorFirmar: sql<number>`(select cast(count(*) as integer) from ${reports}
        where ${delOperador} and ${reports.estado} = 'borrador')`,
    })
    .from(operadores)
    .innerJoin(trabajadores, eq(trabajadores.id, operadores.trabajadorId))
    .where(inArray(operadores.id, ids))
  return rows.map(({ record, asignacion: actual, ...row }) => ({
    id: record.id,
    trabajadorId: record.trabajadorId,
    nombre: `${row.nombres} ${row.apellidos}`,
    nombres: row.nombres,
    apellidos: row.apellidos,
    rut: row.rut,
    licenciaClase: record.licenciaClase as ClaseLicencia,
    certificaciones: record.certificaciones,
    trabajadorActivo: row.trabajadorActivo,
    asignacion: actual
      ? {
          ...actual,
          contrato: { id: actual.contrato.id, folio: folioDe('CON', actual.contrato.numero) },
        }
      : null,
    usuario: row.usuario,
    ultimoReport: row.ultimoReport,
    reportsPorFirmar: row.reportsPorFirmar,
    ...trackingOf(record),
  }))
}

export function operadorSource(
  db: Db,
  query: OperadorListQuery,
  hoy = fechaEnSantiago(new Date()),
): ListSource<OperadorRow> {
  return listSourceOf(operadores, sortKeys, query, operadorWhere(query, hoy), (ids) =>
    operadorRowsByIds(db, ids, hoy),
  )
}
