// The demo operators' assignments over the last three months, on the seeded contract items as
// stored (so after the contracts and their movements): each operator on an asset that one of
// his contracts held then, preferring items rented with an operator, with history — assignments
// ended because the asset was withdrawn (retiro), a few operators replaced by another (cambio:
// the new assignment names the one it ended) and moved to another asset, and one night shift
// added on an asset that already has its day operator (adición). operador@ (DEMO_OPERADOR_ID)
// runs one asset on rent today, since two weeks ago.
//
// The rules the API keeps hold: an assignment lies within its item's span (delivered, not yet
// withdrawn), an operator runs one asset at a time, and an asset has one operator a day but for
// the adición. Dated back from the day the seed first runs; seeded once per database (while no
// seeded assignment, one without author, exists) and only for operators and assets that have
// no assignment yet. Inserted like the other demo data, past the records mechanism: no author,
// no audit entry; the rows go in as one JSON parameter (`json_to_recordset`).
import { randomUUID } from 'node:crypto'
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { commitmentEnd } from '../db/ocupacion.ts'
import {
  activos,
  asignacionesOperador,
  contratoItems,
  contratos,
  operadores,
  tiposActivo,
  trabajadores,
} from '../db/schema/index.ts'
import { generateDemoTrabajadores } from './demo-trabajadores.ts'
import { DEMO_OPERADOR_ID } from './demo-users.ts'
import { type Random, seededRandom } from './seeded-random.ts'

/** How many days back the assignments (and so the reports) reach. */
export const DEMO_ASIGNACIONES_DIAS = 91
/** operador@'s open assignment began this many days back. */
export const DEMO_OPERADOR_DESDE_DIAS = 14
/** How many operators are replaced by another (cambio). */
export const DEMO_CAMBIOS = 3

/** One contract item as the plan reads it. */
export type ItemParaAsignar = {
  activoId: string
  /** The asset's código: ties are broken by it, never by a generated id. */
  codigo: string
  contratoId: string
  /** The item was rented with an operator (or its tipo requires one). */
  conOperador: boolean
  /** The asset is at the contract's obra now (estado en-obra there). */
  enObraHoy: boolean
  fechaEntrega: string
  /** The last day the item holds its asset (retiro, the contract's end); null = still on rent. */
  fin: string | null
}

export type AsignacionPlan = {
  id: string
  operadorId: string
  activoId: string
  contratoId: string
  desde: string
  hasta: string | null
  origen: 'asignacion' | 'cambio' | 'adicion'
  termino: 'retiro' | 'cambio' | null
  reemplazaId: string | null
  observaciones: string | null
}

type Intervalo = { desde: string; hasta: string | null }

const meets = (a: Intervalo, b: Intervalo) =>
  a.desde <= (b.hasta ?? '9999-12-31') && b.desde <= (a.hasta ?? '9999-12-31')

const minFecha = (a: string, b: string) => (a < b ? a : b)
const maxFecha = (a: string, b: string) => (a > b ? a : b)

/**
 * The assignments of `operadorIds` (operador@'s first when present) over the last
 * DEMO_ASIGNACIONES_DIAS days up to `hoy`, on `items`. Pure: the same input, the same plan but
 * for the generated ids.
 */
export function planAsignaciones(
  operadorIds: readonly string[],
  items: readonly ItemParaAsignar[],
  hoy: string,
  random: Random = seededRandom(20_261_127),
): AsignacionPlan[] {
  const inicio = sumarDias(hoy, -DEMO_ASIGNACIONES_DIAS)
  // Only what is on rent some day of the window, within it.
  const candidatos = items
    .filter((item) => item.fechaEntrega <= hoy && (item.fin === null || item.fin >= inicio))
    .map((item) => ({
      ...item,
      desde: maxFecha(item.fechaEntrega, inicio),
      // Past today an item is still on rent: its assignment stays open.
      hasta: item.fin !== null && item.fin < hoy ? item.fin : null,
    }))
    .sort(
      (a, b) =>
        Number(b.conOperador) - Number(a.conOperador) ||
        a.desde.localeCompare(b.desde) ||
        a.codigo.localeCompare(b.codigo),
    )
  const ocupado = new Map<string, Intervalo[]>()
  const libre = (activoId: string, tramo: Intervalo) =>
    !(ocupado.get(activoId) ?? []).some((otro) => meets(otro, tramo))
  const plan: AsignacionPlan[] = []
  const asignar = (
    operadorId: string,
    item: (typeof candidatos)[number],
    desde: string,
    extra: Partial<AsignacionPlan> = {},
  ): AsignacionPlan => {
    const asignacion: AsignacionPlan = {
      id: randomUUID(),
      operadorId,
      activoId: item.activoId,
      contratoId: item.contratoId,
      desde,
      hasta: item.hasta,
      origen: 'asignacion',
      termino: item.hasta === null ? null : 'retiro',
      reemplazaId: null,
      observaciones: null,
      ...extra,
    }
    if (asignacion.origen !== 'adicion') {
      ocupado.set(item.activoId, [
        ...(ocupado.get(item.activoId) ?? []),
        { desde, hasta: asignacion.hasta },
      ])
    }
    plan.push(asignacion)
    return asignacion
  }
  /** A free item on rent from `desde` (or within a few days): open ones when `abierto`. */
  const elegir = (desde: string, options: { abierto?: boolean; conOperador?: boolean } = {}) => {
    const posibles = candidatos.filter((item) => {
      if (options.abierto && item.hasta !== null) return false
      if (options.conOperador && !item.conOperador) return false
      const empieza = maxFecha(item.desde, desde)
      if (empieza > minFecha(sumarDias(desde, 10), hoy)) return false
      if (item.hasta !== null && item.hasta < sumarDias(empieza, 5)) return false
      return libre(item.activoId, { desde: empieza, hasta: item.hasta })
    })
    const preferidos = posibles.filter((item) => item.conOperador)
    return posibles.length === 0
      ? undefined
      : random.pick(preferidos.length ? preferidos : posibles)
  }

  const [primero, ...resto] = operadorIds.includes(DEMO_OPERADOR_ID)
    ? [DEMO_OPERADOR_ID, ...operadorIds.filter((id) => id !== DEMO_OPERADOR_ID)]
    : [undefined, ...operadorIds]
  // operador@: one asset on rent today, there now, since two weeks ago.
  if (primero) {
    const desde = sumarDias(hoy, -DEMO_OPERADOR_DESDE_DIAS)
    const item =
      candidatos.find(
        (candidato) =>
          candidato.hasta === null &&
          candidato.conOperador &&
          candidato.enObraHoy &&
          candidato.desde <= desde &&
          libre(candidato.activoId, { desde, hasta: null }),
      ) ?? elegir(desde, { abierto: true })
    if (item) asignar(primero, item, maxFecha(desde, item.desde))
  }
  // The last few stand by: they take the cambios and the night shift.
  const relevos = resto.slice(-(DEMO_CAMBIOS + 1))
  const titulares = resto.slice(0, resto.length - relevos.length)
  for (const operadorId of titulares) {
    let cursor = sumarDias(inicio, random.int(0, 25))
    for (let vuelta = 0; vuelta < 4 && cursor <= sumarDias(hoy, -5); vuelta += 1) {
      const item = elegir(cursor)
      if (!item) break
      const asignacion = asignar(operadorId, item, maxFecha(item.desde, cursor))
      if (asignacion.hasta === null) break
      cursor = sumarDias(asignacion.hasta, random.int(1, 6))
    }
  }
  // Cambios: an operator replaced on his asset by a relief, who names the assignment he ends; the
  // replaced one moves to another asset the next day, when one is free.
  const reemplazables = plan
    .filter(
      (asignacion) =>
        asignacion.hasta === null &&
        asignacion.operadorId !== DEMO_OPERADOR_ID &&
        asignacion.desde <= sumarDias(hoy, -30),
    )
    .slice(0, DEMO_CAMBIOS)
  reemplazables.forEach((anterior, index) => {
    const relevo = relevos[index]
    if (!relevo) return
    const dia = sumarDias(hoy, -random.int(8, 25))
    anterior.hasta = dia
    anterior.termino = 'cambio'
    anterior.observaciones = 'Reemplazado por turno de descanso.'
    const tramos = ocupado.get(anterior.activoId) ?? []
    const tramo = tramos.find((t) => t.desde === anterior.desde && t.hasta === null)
    if (tramo) tramo.hasta = dia
    const item = candidatos.find(
      (candidato) => candidato.activoId === anterior.activoId && candidato.hasta === null,
    )
    if (!item) return
    asignar(relevo, item, sumarDias(dia, 1), { origen: 'cambio', reemplazaId: anterior.id })
    const otro = elegir(sumarDias(dia, 1), { abierto: true })
    if (otro) asignar(anterior.operadorId, otro, maxFecha(otro.desde, sumarDias(dia, 1)))
  })
  // Adición: a night shift on an asset that has its day operator (not operador@'s).
  const nocturno = relevos[DEMO_CAMBIOS]
  const diurna = plan.find(
    (asignacion) =>
      asignacion.hasta === null &&
      asignacion.origen === 'asignacion' &&
      asignacion.operadorId !== DEMO_OPERADOR_ID &&
      asignacion.desde <= sumarDias(hoy, -20),
  )
  const itemDiurno =
    diurna &&
    candidatos.find(
      (item) => item.activoId === diurna.activoId && item.contratoId === diurna.contratoId,
    )
  if (nocturno && itemDiurno) {
    asignar(nocturno, itemDiurno, sumarDias(hoy, -20), {
      origen: 'adicion',
      observaciones: 'Turno noche.',
    })
  }
  return plan
}

/** The demo operators' ids (not deleted, still working), in the workforce seed's order. */
async function demoOperadorIds(tx: Tx): Promise<string[]> {
  const ruts = generateDemoTrabajadores()
    .filter((trabajador) => trabajador.operador)
    .map((trabajador) => trabajador.rut)
  const rows = await tx
    .select({ id: operadores.id, rut: trabajadores.rut })
    .from(operadores)
    .innerJoin(trabajadores, eq(trabajadores.id, operadores.trabajadorId))
    .where(
      and(
        inArray(trabajadores.rut, ruts),
        isNull(operadores.eliminadoEn),
        isNull(trabajadores.eliminadoEn),
        eq(trabajadores.activo, true),
      ),
    )
  const byRut = new Map(rows.map((row) => [row.rut, row.id]))
  return ruts.flatMap((rut) => {
    const id = byRut.get(rut)
    return id ? [id] : []
  })
}

export async function seedDemoAsignaciones(
  tx: Tx,
  now = new Date(),
): Promise<Record<string, number>> {
  const [sembrada] = await tx
    .select({ id: asignacionesOperador.id })
    .from(asignacionesOperador)
    .where(isNull(asignacionesOperador.createdBy))
    .limit(1)
  if (sembrada) return { asignaciones_operador: 0 }

  const hoy = fechaEnSantiago(now)
  const existentes = await tx
    .select({
      operadorId: asignacionesOperador.operadorId,
      activoId: asignacionesOperador.activoId,
    })
    .from(asignacionesOperador)
    .where(isNull(asignacionesOperador.eliminadoEn))
  const operadoresOcupados = new Set(existentes.map((row) => row.operadorId))
  const activosOcupados = new Set(existentes.map((row) => row.activoId))
  const operadorIds = (await demoOperadorIds(tx)).filter((id) => !operadoresOcupados.has(id))

  const fin = sql<string | null>`nullif(${commitmentEnd}, 'infinity'::date)::text`
  const items = (
    await tx
      .select({
        activoId: contratoItems.activoId,
        codigo: activos.codigo,
        contratoId: contratoItems.contratoId,
        conOperador: sql<boolean>`${contratoItems.conOperador} or ${tiposActivo.requiereOperador}`,
        enObraHoy: sql<boolean>`${activos.estado} = 'en-obra' and ${activos.obraActualId} = ${contratos.obraId}`,
        fechaEntrega: contratoItems.fechaEntrega,
        fin,
      })
      .from(contratoItems)
      .innerJoin(contratos, eq(contratos.id, contratoItems.contratoId))
      .innerJoin(activos, eq(activos.id, contratoItems.activoId))
      .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
      .where(
        and(
          isNull(contratoItems.eliminadoEn),
          isNull(contratos.eliminadoEn),
          isNull(activos.eliminadoEn),
          inArray(contratos.estado, ['vigente', 'terminado']),
          lte(contratoItems.fechaEntrega, hoy),
          sql`${commitmentEnd} >= ${sumarDias(hoy, -DEMO_ASIGNACIONES_DIAS)}::date`,
        ),
      )
      .orderBy(contratoItems.fechaEntrega, contratoItems.id)
  ).filter((item) => !activosOcupados.has(item.activoId))

  const plan = planAsignaciones(operadorIds, items, hoy)
  if (plan.length === 0) return { asignaciones_operador: 0 }
  const rows = plan.map((asignacion) => ({
    id: asignacion.id,
    operador_id: asignacion.operadorId,
    activo_id: asignacion.activoId,
    contrato_id: asignacion.contratoId,
    desde: asignacion.desde,
    hasta: asignacion.hasta,
    origen: asignacion.origen,
    termino: asignacion.termino,
    reemplaza_id: asignacion.reemplazaId,
    observaciones: asignacion.observaciones,
    // Recorded the morning it began (08:00 in Santiago).
    registrada: `${asignacion.desde}T11:00:00Z`,
  }))
  await tx.execute(sql`
    insert into ${asignacionesOperador} (id, operador_id, activo_id, contrato_id, desde, hasta,
      origen, termino, reemplaza_id, observaciones, created_at, updated_at)
    select id, operador_id, activo_id, contrato_id, desde, hasta, origen, termino, reemplaza_id,
      observaciones, registrada, registrada
    from json_to_recordset(${JSON.stringify(rows)}::json) as a(id uuid, operador_id uuid,
      activo_id uuid, contrato_id uuid, desde date, hasta date, origen text, termino text,
      reemplaza_id uuid, observaciones text, registrada timestamptz)`)
  return { asignaciones_operador: rows.length }
}
