// Operators' assignments as the API shows them: each with its operator, asset, contract and obra,
// and the assignment a cambio replaced; the history list's filters and sort, and one assignment's
// detail (the answer of every write), each in one statement.
import {
  type AsignacionOperadorDetail,
  type AsignacionOperadorRow,
  folioDe,
  type listAsignacionesOperadorQuerySchema,
  type OrigenAsignacion,
  type TerminoAsignacion,
} from '@cordillera/contracts'
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import {
  activoJoin,
  contratoJoin,
  joined,
  nombreDe,
  operadorJoin,
  operadorNombre,
} from '../../db/joins.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  asignacionesOperador,
  contratos,
  obras,
  operadores,
  tiposActivo,
  trabajadores,
} from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { type ListQueryOf, listSourceOf, sortKeysOf } from '../../records/list-source.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'
import { asignacionRecords } from './asignacion-records.ts'

export type AsignacionListQuery = ListQueryOf<typeof listAsignacionesOperadorQuerySchema>

const reemplazada = alias(asignacionesOperador, 'reemplazada')
const operadorReemplazado = alias(operadores, 'operador_reemplazado')
const trabajadorReemplazado = alias(trabajadores, 'trabajador_reemplazado')

const rowFields = {
  id: asignacionesOperador.id,
  operadorId: operadores.id,
  operadorNombre,
  activoId: activos.id,
  activoCodigo: activos.codigo,
  tipo: tiposActivo.nombre,
  contratoId: contratos.id,
  contratoNumero: contratos.numero,
  obraId: obras.id,
  obraCodigo: obras.codigo,
  obraNombre: obras.nombre,
  desde: asignacionesOperador.desde,
  hasta: asignacionesOperador.hasta,
  origen: asignacionesOperador.origen,
  termino: asignacionesOperador.termino,
  observaciones: asignacionesOperador.observaciones,
  reemplazaId: reemplazada.id,
  reemplazaOperadorId: operadorReemplazado.id,
  reemplazaNombre: nombreDe(trabajadorReemplazado) as SQL<string | null>,
  version: asignacionesOperador.version,
  createdAt: asignacionesOperador.createdAt,
  updatedAt: asignacionesOperador.updatedAt,
}

function selectAsignaciones<Extra extends Record<string, SQL>>(db: Db | Tx, extra: Extra) {
  const query = db
    .select({ ...rowFields, ...extra })
    .from(asignacionesOperador)
    .$dynamic()
  return joined(
    query,
    operadorJoin(asignacionesOperador.operadorId),
    activoJoin(asignacionesOperador.activoId),
    contratoJoin(asignacionesOperador.contratoId),
  )
    .leftJoin(reemplazada, eq(reemplazada.id, asignacionesOperador.reemplazaId))
    .leftJoin(operadorReemplazado, eq(operadorReemplazado.id, reemplazada.operadorId))
    .leftJoin(trabajadorReemplazado, eq(trabajadorReemplazado.id, operadorReemplazado.trabajadorId))
}

// biome-ignore lint/complexity/noBannedTypes: the row without extra columns.
type Selected = Awaited<ReturnType<typeof selectAsignaciones<{}>>>[number]

function toRow(row: Selected): AsignacionOperadorRow {
  return {
    id: row.id,
    operador: { id: row.operadorId, nombre: row.operadorNombre },
    activo: { id: row.activoId, codigo: row.activoCodigo, tipo: row.tipo },
    contrato: { id: row.contratoId, folio: folioDe('CON', row.contratoNumero) },
    obra: { id: row.obraId, codigo: row.obraCodigo, nombre: row.obraNombre },
    desde: row.desde,
    hasta: row.hasta,
    origen: row.origen as OrigenAsignacion,
    termino: row.termino as TerminoAsignacion | null,
    reemplaza:
      row.reemplazaId && row.reemplazaOperadorId
        ? {
            id: row.reemplazaId,
            operador: { id: row.reemplazaOperadorId, nombre: row.reemplazaNombre ?? '' },
          }
        : null,
    observaciones: row.observaciones,
    ...trackingOf(row),
  }
}

export async function asignacionRowsByIds(
  db: Db | Tx,
  ids: string[],
): Promise<AsignacionOperadorRow[]> {
  const rows = await selectAsignaciones(db, {}).where(inArray(asignacionesOperador.id, ids))
  return rows.map(toRow)
}

/** One assignment (not deleted) with who created and last changed it; 404 when there is none. */
export async function getAsignacionOperador(
  db: Db | Tx,
  id: string,
): Promise<AsignacionOperadorDetail> {
  const [row] = await selectAsignaciones(db, authorColumns(asignacionesOperador)).where(
    and(eq(asignacionesOperador.id, id), vigente(asignacionesOperador)),
  )
  if (!row) throw asignacionRecords.missing()
  const { creadoPor, actualizadoPor, ...rest } = row
  return { ...toRow(rest), creadoPor, actualizadoPor }
}

const sortKeys = sortKeysOf<AsignacionListQuery['sort']>(asignacionesOperador, {
  desde: { expr: asignacionesOperador.desde, type: 'date' },
})

/** The search: the operator's name or RUT (his worker's search column), or the asset's código. */
function searchWhere(q: string | undefined): SQL | undefined {
  const text = q?.trim()
  if (!text) return undefined
  const codigo = `%${text.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`
  return or(
    sql`${asignacionesOperador.operadorId} in (select ${operadores.id} from ${operadores}
      inner join ${trabajadores} on ${trabajadores.id} = ${operadores.trabajadorId}
      where ${matches(trabajadores.busqueda, text)})`,
    sql`${asignacionesOperador.activoId} in (select ${activos.id} from ${activos}
      where ${activos.codigo} like ${codigo})`,
  )
}

export function asignacionWhere(query: AsignacionListQuery): SQL | undefined {
  return and(
    vigente(asignacionesOperador),
    query.operadorId ? eq(asignacionesOperador.operadorId, query.operadorId) : undefined,
    query.activoId ? eq(asignacionesOperador.activoId, query.activoId) : undefined,
    query.contratoId ? eq(asignacionesOperador.contratoId, query.contratoId) : undefined,
    query.abierta === true ? isNull(asignacionesOperador.hasta) : undefined,
    query.abierta === false ? isNotNull(asignacionesOperador.hasta) : undefined,
    searchWhere(query.q),
  )
}

export function asignacionSource(
  db: Db,
  query: AsignacionListQuery,
): ListSource<AsignacionOperadorRow> {
  return listSourceOf(asignacionesOperador, sortKeys, query, asignacionWhere(query), (ids) =>
    asignacionRowsByIds(db, ids),
  )
}
