// Test support for the fault suite: what must hold in the database after the faults, read with
// SQL once the API is stopped. Every write the plan fired is whole or absent (a committed one
// whole, one refused or never arrived absent, one cut off either), and across the whole database:
// amounts equal their items, no contract without items, no movement without its request, one
// report per claveSync, assets' estado as their movements leave them, folios never repeated.
import {
  type ItemMontosInput,
  type Moneda,
  montosCotizacion,
  type UnidadCobro,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import {
  activos,
  auditLog,
  contratoItems,
  contratos,
  cotizaciones,
  cotizacionItems,
  movimientos,
  reports,
  solicitudes,
} from '../db/schema/index.ts'
import { verifyEstados } from '../operaciones/movimientos/verify-estados.ts'
import type { FaultPlan } from './fault-plan.ts'
import type { Ledger, WriteRecord } from './workload.ts'

export type CheckResult = {
  name: string
  /** Rows or writes the check looked at. */
  examined: number
  failures: string[]
}

/** How the writes fired turned out, once read back: present whole, or absent. */
export type Resolution = { present: number; absent: number }

export type InvariantsReport = {
  checks: CheckResult[]
  /** Per write kind, over the writes that reached the API. */
  resolved: Record<string, Resolution>
}

const landed = (entry: WriteRecord | undefined) => entry?.outcome === 'committed'
/** The API answered that this call changed nothing, or it never reached it. */
const surelyNot = (entry: WriteRecord | undefined) =>
  entry === undefined ||
  entry.outcome === 'refused' ||
  entry.outcome === 'unreached' ||
  entry.outcome === 'not-sent'

export async function checkInvariants(
  db: Db,
  plan: FaultPlan,
  ledger: Ledger,
): Promise<InvariantsReport> {
  const resolved: Record<string, Resolution> = {}
  const tally = (kind: string, present: boolean, entry: WriteRecord | undefined) => {
    if (entry === undefined || entry.outcome === 'not-sent') return
    resolved[kind] ??= { present: 0, absent: 0 }
    resolved[kind][present ? 'present' : 'absent']++
  }
  const checks = [
    await quotationWrites(db, plan, ledger, tally),
    await pasarWrites(db, plan, ledger, tally),
    await completarWrites(db, plan, ledger, tally),
    await reportWrites(db, plan, ledger, tally),
    await everyQuotationAddsUp(db),
    await everyContractWhole(db),
    await requestsAndMovements(db),
    await assetsFollowMovements(db),
    await foliosUnique(db),
  ]
  return { checks, resolved }
}

type Tally = (kind: string, present: boolean, entry: WriteRecord | undefined) => void

/** Created: one row per marker, its items the created or the replaced ones, as answered. */
async function quotationWrites(db: Db, plan: FaultPlan, ledger: Ledger, tally: Tally) {
  const failures: string[] = []
  const rows = await db
    .select({
      id: cotizaciones.id,
      numero: cotizaciones.numero,
      version: cotizaciones.version,
      condiciones: cotizaciones.condiciones,
    })
    .from(cotizaciones)
    .where(sql`${cotizaciones.condiciones} like 'falla r%'`)
  for (const spec of plan.quotations) {
    const created = ledger.last('crear-cotizacion', spec.marker)
    const replaced = ledger.last('agregar-items', spec.marker)
    const found = rows.filter((row) => row.condiciones === spec.marker)
    const row = found[0]
    tally('crear-cotizacion', row !== undefined, created)
    if (row) tally('agregar-items', row.version === 2, replaced)
    if (found.length > 1) failures.push(`${spec.marker}: ${found.length} quotations`)
    if (landed(created) && (row?.id !== created?.body.id || row?.numero !== created?.body.numero)) {
      failures.push(`${spec.marker}: answered 201 (${created?.body.folio}) but not stored as such`)
    }
    if (surelyNot(created) && row) failures.push(`${spec.marker}: refused or never sent, stored`)
    if (!row) continue
    const items = await db
      .select({ tarifa: cotizacionItems.tarifa })
      .from(cotizacionItems)
      .where(eq(cotizacionItems.cotizacionId, row.id))
      .orderBy(asc(cotizacionItems.posicion))
    const tarifas = items.map((item) => item.tarifa).join(',')
    const initial = (spec.create.items as { tarifa: number }[]).map((item) => item.tarifa).join(',')
    const replacement = spec.replacement.map((item) => item.tarifa).join(',')
    const whole =
      (row.version === 1 && tarifas === initial) || (row.version === 2 && tarifas === replacement)
    if (!whole) failures.push(`${spec.marker}: version ${row.version} with items [${tarifas}]`)
    if (landed(replaced) && row.version !== 2)
      failures.push(`${spec.marker}: items answered 200, not stored`)
    if (surelyNot(replaced) && row.version !== 1)
      failures.push(`${spec.marker}: items refused, stored`)
    const audits = await auditActions(db, 'cotizacion', row.id)
    const expected = row.version === 2 ? 'crear,editar' : 'crear'
    if (audits !== expected)
      failures.push(`${spec.marker}: audit [${audits}], expected [${expected}]`)
  }
  return {
    name: 'quotations created and their items replaced: whole or absent',
    examined: plan.quotations.length,
    failures,
  }
}

/** Passed: contratada with its one contract holding the chosen asset, or aceptada without one. */
async function pasarWrites(db: Db, plan: FaultPlan, ledger: Ledger, tally: Tally) {
  const failures: string[] = []
  for (const spec of plan.pasar) {
    const entry = ledger.last('pasar-contrato', spec.key)
    const [cotizacion] = await db
      .select({ estado: cotizaciones.estado })
      .from(cotizaciones)
      .where(eq(cotizaciones.id, spec.cotizacionId))
    const held = await db
      .select({ id: contratos.id, activoId: contratoItems.activoId })
      .from(contratos)
      .leftJoin(
        contratoItems,
        and(eq(contratoItems.contratoId, contratos.id), isNull(contratoItems.eliminadoEn)),
      )
      .where(and(eq(contratos.cotizacionId, spec.cotizacionId), isNull(contratos.eliminadoEn)))
    const contratada = cotizacion?.estado === 'contratada'
    tally('pasar-contrato', held.length > 0, entry)
    const whole = contratada
      ? held.length === 1 && held[0]?.activoId === spec.activoId
      : cotizacion?.estado === 'aceptada' && held.length === 0
    if (!whole) {
      failures.push(
        `${spec.key}: ${cotizacion?.estado} with contract items [${held.map((row) => row.activoId)}]`,
      )
    }
    if (landed(entry) && (!contratada || held[0]?.id !== entry?.body.id)) {
      failures.push(`${spec.key}: answered 201 (${entry?.body.folio}) but not stored as such`)
    }
    if (surelyNot(entry) && contratada) failures.push(`${spec.key}: refused or never sent, stored`)
    if (contratada && held[0]) {
      const audits = await auditActions(db, 'contrato', held[0].id)
      if (audits !== 'crear') failures.push(`${spec.key}: contract audit [${audits}]`)
    }
  }
  return {
    name: 'quotations passed to contract: whole or absent',
    examined: plan.pasar.length,
    failures,
  }
}

/** Completed: its despacho, its asset at the obra and on the contract; or none of it. */
async function completarWrites(db: Db, plan: FaultPlan, ledger: Ledger, tally: Tally) {
  const failures: string[] = []
  for (const spec of plan.completar) {
    const entry = ledger.last('completar-solicitud', spec.key)
    const [solicitud] = await db
      .select({ estado: solicitudes.estado })
      .from(solicitudes)
      .where(eq(solicitudes.id, spec.solicitudId))
    const moves = await db
      .select({
        tipo: movimientos.tipo,
        activoId: movimientos.activoId,
        guia: movimientos.guiaDespacho,
      })
      .from(movimientos)
      .where(eq(movimientos.solicitudId, spec.solicitudId))
    const onContract = await db
      .select({ id: contratoItems.id })
      .from(contratoItems)
      .where(
        and(
          eq(contratoItems.contratoId, spec.contratoId),
          eq(contratoItems.activoId, spec.activoId),
          isNull(contratoItems.eliminadoEn),
        ),
      )
    const [activo] = await db
      .select({ estado: activos.estado, obraId: activos.obraActualId })
      .from(activos)
      .where(eq(activos.id, spec.activoId))
    const completada = solicitud?.estado === 'completada'
    tally('completar-solicitud', completada, entry)
    const whole = completada
      ? moves.length === 1 &&
        moves[0]?.tipo === 'despacho' &&
        moves[0].activoId === spec.activoId &&
        moves[0].guia === spec.guia &&
        onContract.length === 1 &&
        activo?.estado === 'en-obra' &&
        activo.obraId === spec.obraId
      : solicitud?.estado === 'aprobada' &&
        moves.length === 0 &&
        onContract.length === 0 &&
        activo?.estado === 'disponible'
    if (!whole) {
      failures.push(
        `${spec.key}: ${solicitud?.estado}, ${moves.length} movements, ${onContract.length} contract items, asset ${activo?.estado}`,
      )
    }
    if (landed(entry) && !completada) failures.push(`${spec.key}: answered 200, not stored`)
    if (surelyNot(entry) && completada) failures.push(`${spec.key}: refused or never sent, stored`)
  }
  return { name: 'requests completed: whole or absent', examined: plan.completar.length, failures }
}

/** Synced: at most one report per claveSync; the one answered, or none if never arrived. */
async function reportWrites(db: Db, plan: FaultPlan, ledger: Ledger, tally: Tally) {
  const failures: string[] = []
  const keys = plan.reports.map((spec) => spec.claveSync)
  const stored = await db
    .select({ id: reports.id, claveSync: reports.claveSync })
    .from(reports)
    .where(inArray(reports.claveSync, keys))
  for (const spec of plan.reports) {
    const tries = ledger.all('sync-report', spec.claveSync)
    const found = stored.filter((row) => row.claveSync === spec.claveSync)
    // A resync answered 201 created it: the first try had left nothing.
    const createdByResync = tries.slice(1).some((entry) => entry.status === 201)
    tally('sync-report', found.length > 0 && !createdByResync, tries[0])
    if (found.length > 1) failures.push(`${spec.claveSync}: ${found.length} reports`)
    const answered = tries.filter((entry) => entry.outcome === 'committed')
    for (const entry of answered) {
      if (found[0]?.id !== entry.body.id) {
        failures.push(
          `${spec.claveSync}: answered ${entry.status} (${entry.body.folio}), not stored as such`,
        )
      }
    }
    if (tries.length > 0 && tries.every(surelyNot) && found.length > 0) {
      failures.push(`${spec.claveSync}: refused or never sent, stored`)
    }
  }
  return { name: 'reports synced: one per claveSync', examined: plan.reports.length, failures }
}

async function auditActions(db: Db, entity: string, entityId: string): Promise<string> {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
  return rows.map((row) => row.action).join(',')
}

/** Every quotation in the database: its stored neto, IVA and total are its items' sum. */
async function everyQuotationAddsUp(db: Db): Promise<CheckResult> {
  const failures: string[] = []
  const heads = await db
    .select({
      id: cotizaciones.id,
      numero: cotizaciones.numero,
      moneda: cotizaciones.moneda,
      neto: cotizaciones.neto,
      iva: cotizaciones.iva,
      total: cotizaciones.total,
    })
    .from(cotizaciones)
  const byQuotation = new Map<string, ItemMontosInput[]>()
  for (const item of await db.select().from(cotizacionItems)) {
    const own = byQuotation.get(item.cotizacionId) ?? []
    own.push({ ...item, unidadCobro: item.unidadCobro as UnidadCobro })
    byQuotation.set(item.cotizacionId, own)
  }
  for (const head of heads) {
    const own = byQuotation.get(head.id) ?? []
    if (own.length === 0) {
      failures.push(`COT-${head.numero}: no items`)
      continue
    }
    const sum = montosCotizacion(own, head.moneda as Moneda)
    if (sum.neto !== head.neto || sum.iva !== head.iva || sum.total !== head.total) {
      failures.push(
        `COT-${head.numero}: stored ${head.neto}/${head.iva}/${head.total}, items ${sum.neto}/${sum.iva}/${sum.total}`,
      )
    }
  }
  return {
    name: "every quotation's items sum to its neto, IVA and total",
    examined: heads.length,
    failures,
  }
}

/** No contract without items; a contract from a quotation has its quotation contratada. */
async function everyContractWhole(db: Db): Promise<CheckResult> {
  const rows = await db
    .select({
      numero: contratos.numero,
      items: sql<number>`cast((select count(*) from contrato_items ci
        where ci.contrato_id = ${contratos.id} and ci.eliminado_en is null) as integer)`,
      cotizacionEstado: cotizaciones.estado,
      cotizacionId: contratos.cotizacionId,
    })
    .from(contratos)
    .leftJoin(cotizaciones, eq(cotizaciones.id, contratos.cotizacionId))
    .where(isNull(contratos.eliminadoEn))
  const failures = rows.flatMap((row) => [
    ...(row.items > 0 ? [] : [`CON-${row.numero}: no items`]),
    ...(row.cotizacionId && row.cotizacionEstado !== 'contratada'
      ? [`CON-${row.numero}: its quotation is ${row.cotizacionEstado}`]
      : []),
  ])
  const orphans = await db.execute(sql`select c.numero from cotizaciones c
    where c.estado = 'contratada' and c.eliminado_en is null and not exists (
      select 1 from contratos k where k.cotizacion_id = c.id and k.eliminado_en is null)`)
  for (const row of rowsOf(orphans)) failures.push(`COT-${row.numero}: contratada without contract`)
  return {
    name: 'no contract without items or without its quotation contratada',
    examined: rows.length,
    failures,
  }
}

/** A movement carrying out a request belongs to a completed one. */
async function requestsAndMovements(db: Db): Promise<CheckResult> {
  const rows = await db
    .select({
      numero: solicitudes.numero,
      estado: solicitudes.estado,
      movimientos: sql<number>`cast(count(${movimientos.id}) as integer)`,
    })
    .from(solicitudes)
    .leftJoin(movimientos, eq(movimientos.solicitudId, solicitudes.id))
    .groupBy(solicitudes.id)
  const failures = rows
    .filter((row) => row.estado !== 'completada' && row.movimientos > 0)
    .map((row) => `SOL-${row.numero}: ${row.estado} with ${row.movimientos} movements`)
  return { name: 'no movement for a request not completed', examined: rows.length, failures }
}

/** decision 027's check (npm run movimientos:verificar): estado and obra as movements leave them. */
async function assetsFollowMovements(db: Db): Promise<CheckResult> {
  const diferencias = await verifyEstados(db)
  const [count] = rowsOf(await db.execute(sql`select cast(count(*) as integer) as n from activos`))
  return {
    name: "assets' estado consistent with their movements",
    examined: Number(count?.n ?? 0),
    failures: diferencias.map(
      (d) => `${d.codigo}: stored ${d.guardado.estado}, movements say ${d.recalculado.estado}`,
    ),
  }
}

/** No folio twice, in any of the numbered tables. */
async function foliosUnique(db: Db): Promise<CheckResult> {
  const failures: string[] = []
  let examined = 0
  for (const table of ['cotizaciones', 'contratos', 'solicitudes', 'reports']) {
    const [totals] = rowsOf(
      await db.execute(
        sql.raw(`select cast(count(*) as integer) as n,
        cast(count(distinct numero) as integer) as distintos from ${table}`),
      ),
    )
    examined += Number(totals?.n ?? 0)
    if (totals?.n !== totals?.distintos)
      failures.push(`${table}: ${totals?.n} rows, ${totals?.distintos} folios`)
  }
  return { name: 'folios unique', examined, failures }
}

// biome-ignore lint/suspicious/noExplicitAny: raw SQL rows (PGlite answers { rows }, postgres-js an array).
function rowsOf(result: unknown): any[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])
}
