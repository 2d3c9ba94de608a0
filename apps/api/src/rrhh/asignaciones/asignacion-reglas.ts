// The rules every assignment write keeps (contracts: rrhh/asignacion-operador.ts), inside the
// write's transaction, and the locks that make them hold under concurrent writes.
//
// Locks, always in this order: the assignment a cambio or retiro ends (records.lock, FOR UPDATE),
// then the operators (by id), then the contract (FOR SHARE: it is not closed under the write),
// then the asset (decision 025: anything else first, the asset last). Operators and the asset are
// locked FOR NO KEY UPDATE: two writes about the same operator or asset wait for each other, and
// each then reads what the other left (of two HR users assigning one operator at once, one
// assigns him and the other is told he is busy), while inserts that only reference those rows (a
// report, a movement's foreign keys) are not blocked.
import { fechaText, folioDe, formatNumber } from '@cordillera/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/database.ts'
import { joined, operadorJoin, operadorNombre } from '../../db/joins.ts'
import { FOREVER, itemHoldsOver } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  asignacionesOperador,
  contratoItems,
  contratos,
  operadores,
  reports,
  trabajadores,
} from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'

export type OperadorBloqueado = {
  id: string
  nombre: string
  /** The worker still works for the company. */
  activo: boolean
  eliminado: boolean
}

/** The operators of `ids`, locked in id order; deleted ones (or whose worker was) come flagged. */
export async function lockOperadores(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, OperadorBloqueado>> {
  const rows = await tx
    .select({
      id: operadores.id,
      nombre: operadorNombre,
      activo: trabajadores.activo,
      eliminado: sql<boolean>`(${operadores.eliminadoEn} is not null or ${trabajadores.eliminadoEn} is not null)`,
    })
    .from(operadores)
    .innerJoin(trabajadores, eq(trabajadores.id, operadores.trabajadorId))
    .where(inArray(operadores.id, [...new Set(ids)].sort()))
    .orderBy(asc(operadores.id))
    .for('no key update', { of: operadores })
  return new Map(rows.map((row) => [row.id, row]))
}

/** An operator a write puts on an asset: he exists and still works for the company (400). */
export function operadorAsignable(
  locked: Map<string, OperadorBloqueado>,
  id: string,
  field: string,
): { fields: Record<string, string>; operador: OperadorBloqueado | undefined } {
  const operador = locked.get(id)
  if (!operador || operador.eliminado) {
    return { fields: { [field]: 'El operador elegido no existe.' }, operador: undefined }
  }
  if (!operador.activo) {
    return {
      fields: {
        [field]: `${operador.nombre} ya no trabaja en la empresa: no se le asignan equipos.`,
      },
      operador,
    }
  }
  return { fields: {}, operador }
}

export type ContratoBloqueado = { id: string; folio: string; estado: string }

/** The contract, FOR SHARE (not closed under the write); undefined when missing or deleted. */
export async function lockContrato(tx: Tx, id: string): Promise<ContratoBloqueado | undefined> {
  const [row] = await tx
    .select({ id: contratos.id, numero: contratos.numero, estado: contratos.estado })
    .from(contratos)
    .where(and(eq(contratos.id, id), vigente(contratos)))
    .for('share')
  return row && { id: row.id, folio: folioDe('CON', row.numero), estado: row.estado }
}

export type ActivoBloqueado = { id: string; codigo: string }

/** The asset, locked last; undefined when missing or deleted. */
export async function lockActivo(tx: Tx, id: string): Promise<ActivoBloqueado | undefined> {
  const [row] = await tx
    .select({ id: activos.id, codigo: activos.codigo })
    .from(activos)
    .where(and(eq(activos.id, id), vigente(activos)))
    .for('no key update')
  return row
}

/** Only a vigente contract takes operators (409). */
export function contratoVigente(contrato: ContratoBloqueado): void {
  if (contrato.estado !== 'vigente') {
    throw conflict(`El contrato ${contrato.folio} está terminado: no se le asignan operadores.`)
  }
}

/**
 * The asset is on rent in the contract on `dia`: an item of that contract for it (not deleted),
 * delivered by then and not withdrawn before (db/ocupacion.ts's span of an item); 409 otherwise.
 */
export async function enArriendo(
  tx: Tx,
  activo: ActivoBloqueado,
  contrato: ContratoBloqueado,
  dia: string,
): Promise<void> {
  const [item] = await tx
    .select({ id: contratoItems.id })
    .from(contratoItems)
    .innerJoin(contratos, eq(contratos.id, contratoItems.contratoId))
    .where(
      and(
        eq(contratoItems.contratoId, contrato.id),
        eq(contratoItems.activoId, activo.id),
        vigente(contratoItems),
        itemHoldsOver(dia, dia),
      ),
    )
    .limit(1)
  if (!item) {
    throw conflict(
      `${activo.codigo} no está en arriendo en ${contrato.folio} el ${fechaText(dia)}: elija un equipo entregado al contrato para ese día.`,
    )
  }
}

/**
 * An operator runs one asset at a time: a new assignment from `dia` (open, so to forever) may not
 * share a day with any of his others (an open one lasts forever); 409 naming the one it meets.
 */
export async function operadorLibre(
  tx: Tx,
  operador: OperadorBloqueado,
  dia: string,
): Promise<void> {
  const [otra] = await tx
    .select({
      desde: asignacionesOperador.desde,
      hasta: asignacionesOperador.hasta,
      codigo: activos.codigo,
      numero: contratos.numero,
    })
    .from(asignacionesOperador)
    .innerJoin(activos, eq(activos.id, asignacionesOperador.activoId))
    .innerJoin(contratos, eq(contratos.id, asignacionesOperador.contratoId))
    .where(
      and(
        eq(asignacionesOperador.operadorId, operador.id),
        vigente(asignacionesOperador),
        sql`coalesce(${asignacionesOperador.hasta}, ${FOREVER}) >= ${dia}::date`,
      ),
    )
    .orderBy(asc(asignacionesOperador.desde))
    .limit(1)
  if (!otra) return
  const equipo = `${otra.codigo} (${folioDe('CON', otra.numero)})`
  throw conflict(
    otra.hasta === null
      ? `${operador.nombre} ya opera ${equipo} desde el ${fechaText(otra.desde)}: un operador opera un equipo a la vez. Retírelo de ese equipo o haga un cambio primero.`
      : `${operador.nombre} opera ${equipo} hasta el ${fechaText(otra.hasta)}: un operador opera un equipo a la vez, y esta asignación debe empezar después.`,
  )
}

export type OperadorEnEquipo = {
  asignacionId: string
  contratoId: string
  nombre: string
  desde: string
  hasta: string | null
}

/** The asset's operators on `dia` or later (any contract), the earliest first. */
export async function operadoresDelEquipo(
  tx: Tx,
  activoId: string,
  dia: string,
): Promise<OperadorEnEquipo[]> {
  const query = tx
    .select({
      asignacionId: asignacionesOperador.id,
      contratoId: asignacionesOperador.contratoId,
      nombre: operadorNombre,
      desde: asignacionesOperador.desde,
      hasta: asignacionesOperador.hasta,
    })
    .from(asignacionesOperador)
    .$dynamic()
  return joined(query, operadorJoin(asignacionesOperador.operadorId))
    .where(
      and(
        eq(asignacionesOperador.activoId, activoId),
        vigente(asignacionesOperador),
        sql`coalesce(${asignacionesOperador.hasta}, ${FOREVER}) >= ${dia}::date`,
      ),
    )
    .orderBy(asc(asignacionesOperador.desde), asc(asignacionesOperador.id))
}

const nombres = (actuales: readonly OperadorEnEquipo[]) =>
  actuales.map((actual) => actual.nombre).join(', ')

/** Asignar puts an operator on an asset with none from `dia` on (409 naming who is there). */
export function equipoSinOperador(
  activo: ActivoBloqueado,
  actuales: readonly OperadorEnEquipo[],
): void {
  if (actuales.length === 0) return
  throw conflict(
    `${activo.codigo} ya tiene operador (${nombres(actuales)}): para sumar otro use Adición de operador; para reemplazarlo, Cambio de operador.`,
  )
}

/** An adición adds one to an asset that has an operator in that contract on `dia` (409). */
export function equipoConOperador(
  activo: ActivoBloqueado,
  contrato: ContratoBloqueado,
  actuales: readonly OperadorEnEquipo[],
  dia: string,
): void {
  const enElContrato = actuales.some(
    (actual) => actual.contratoId === contrato.id && actual.desde <= dia,
  )
  if (enElContrato) return
  throw conflict(
    `${activo.codigo} no tiene operador en ${contrato.folio} el ${fechaText(dia)}: para ponerle el primero use Asignar operador.`,
  )
}

/**
 * An assignment ends on `hasta` only if its operator has no report of its asset dated after that
 * day (not deleted): 409 with how many and the last one's day.
 */
export async function sinReportsPosteriores(
  tx: Tx,
  asignacion: { operadorId: string; activoId: string },
  nombre: string,
  codigo: string,
  hasta: string,
): Promise<void> {
  const [found] = await tx
    .select({
      count: sql<number>`cast(count(*) as integer)`,
      ultimo: sql<string | null>`cast(max(${reports.fecha}) as text)`,
    })
    .from(reports)
    .where(
      and(
        eq(reports.operadorId, asignacion.operadorId),
        eq(reports.activoId, asignacion.activoId),
        vigente(reports),
        sql`${reports.fecha} > ${hasta}::date`,
      ),
    )
  const count = found?.count ?? 0
  if (count === 0) return
  const cuantos = count === 1 ? 'un report' : `${formatNumber(count)} reports`
  throw conflict(
    `${nombre} tiene ${cuantos} de ${codigo} posteriores al ${fechaText(hasta)} (el último, del ${fechaText(found?.ultimo ?? hasta)}): la asignación no puede terminar antes de esa fecha.`,
  )
}

/** The open assignment a cambio or retiro ends: 409 when it already ended. */
export function abierta(found: { hasta: string | null } | undefined): void {
  if (found && found.hasta !== null) {
    throw conflict(
      `Esa asignación ya terminó el ${fechaText(found.hasta)}: recargue para ver los operadores actuales.`,
    )
  }
}

/** A 400 with every field's message at once, when there is any. */
export function refuseFields(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}
