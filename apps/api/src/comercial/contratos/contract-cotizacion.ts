// POST /v1/cotizaciones/{id}/contrato: an accepted quotation becomes a contract, one item per
// chosen asset, in one transaction (docs/decisions/025).
//
// Locks, always in this order so two calls never wait on each other in a circle: the quotation
// row (a second submission of the same quotation waits, then finds it contratada: 409), then the
// chosen assets in id order (two quotations choosing one asset wait on each other; the second
// then sees the first one's items and gets a 409 naming the asset and its contract). The unique
// index on contratos.cotizacion_id is the last guard should both checks ever be skipped.
import {
  type ContratoDetail,
  ESTADO_COTIZACION_LABEL,
  type EstadoCotizacion,
  folioDe,
  hasAtMostDecimals,
  MONTO_DECIMALES,
  type Moneda,
  type pasarContratoSchema,
  roundHalfAwayFromZero,
} from '@cordillera/contracts'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, contratoItems, contratos, tiposActivo } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import { ApiHttpError, conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { cotizacionRecords, storedItems } from '../cotizaciones/cotizacion-records.ts'
import { commitmentsOf } from './asset-commitments.ts'
import { contratoRecords } from './contrato-records.ts'
import { getContrato } from './get-contrato.ts'

type PasarContratoInput = z.output<typeof pasarContratoSchema>
type CotizacionItem = Awaited<ReturnType<typeof storedItems>>[number]

const ONE_CONTRACT_PER_QUOTATION = 'contratos_cotizacion_uq'

export async function contractCotizacion(
  db: Db,
  actor: Actor,
  cotizacionId: string,
  input: PasarContratoInput,
): Promise<ContratoDetail> {
  try {
    return await cotizacionRecords.transaction(db, (tx) =>
      createContrato(tx, actor, cotizacionId, input),
    )
  } catch (error) {
    const pg = pgErrorOf(error)
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === ONE_CONTRACT_PER_QUOTATION) {
      throw conflict(await yaContratada(db, cotizacionId))
    }
    throw error
  }
}

async function createContrato(
  tx: Tx,
  actor: Actor,
  cotizacionId: string,
  input: PasarContratoInput,
): Promise<ContratoDetail> {
  const before = await cotizacionRecords.find(tx, cotizacionId, { forUpdate: true })
  if (!before) throw cotizacionRecords.missing()
  // Said before the version: the 19 losers of 20 simultaneous submissions learn which contract won.
  if (before.estado === 'contratada') throw conflict(await yaContratada(tx, cotizacionId))
  if (before.version !== input.version) throw conflict()
  if (before.estado !== 'aceptada') {
    const label = ESTADO_COTIZACION_LABEL[before.estado as EstadoCotizacion].toLowerCase()
    throw conflict(
      `La cotización está ${label}: solo una cotización aceptada pasa a contrato. Gestiónela primero.`,
    )
  }
  const moneda = before.moneda as Moneda
  const items = await storedItems(tx, cotizacionId)
  const tipos = await tipoNames(tx, items)
  checkCantidades(items, tipos, input)
  const porActivo = await checkActivos(tx, items, tipos, moneda, input)
  await checkFree(tx, porActivo, input)

  const [contrato] = await tx
    .insert(contratos)
    .values({
      cotizacionId,
      razonSocialId: before.razonSocialId,
      obraId: before.obraId,
      moneda,
      condiciones: before.condiciones,
      ordenCompra: input.ordenCompra ?? null,
      fechaInicio: input.fechaInicio,
      fechaTermino: input.fechaTermino ?? null,
      estado: 'vigente',
      createdBy: actor.id,
      updatedBy: actor.id,
    })
    .returning()
  if (!contrato) throw new Error('contrato: insert returned no row')
  const inserted = await tx
    .insert(contratoItems)
    .values(
      contractItems(items, moneda, input).map((item) => ({
        ...item,
        contratoId: contrato.id,
        createdBy: actor.id,
        updatedBy: actor.id,
      })),
    )
    .returning()
  await cotizacionRecords.write(
    tx,
    actor,
    before,
    { estado: 'contratada', estadoDesde: new Date() },
    'pasar-contrato',
  )
  await writeAudit(tx, {
    usuarioId: actor.id,
    entity: contratoRecords.entity,
    entityId: contrato.id,
    action: 'crear',
    before: null,
    after: { ...auditState(contrato), items: inserted.map(auditState) },
  })
  return getContrato(tx, contrato.id)
}

/** "La cotización ya pasó a contrato (CON-000045)." */
async function yaContratada(db: Db | Tx, cotizacionId: string): Promise<string> {
  const [contrato] = await db
    .select({ numero: contratos.numero })
    .from(contratos)
    .where(and(eq(contratos.cotizacionId, cotizacionId), vigente(contratos)))
  return contrato
    ? `La cotización ya pasó a contrato (${folioDe('CON', contrato.numero)}).`
    : 'La cotización ya pasó a contrato.'
}

async function tipoNames(tx: Tx, items: CotizacionItem[]): Promise<Map<string, string>> {
  const ids = [...new Set(items.map((item) => item.tipoActivoId))]
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select({ id: tiposActivo.id, nombre: tiposActivo.nombre })
    .from(tiposActivo)
    .where(inArray(tiposActivo.id, ids))
  return new Map(rows.map((row) => [row.id, row.nombre]))
}

const itemName = (item: CotizacionItem, tipos: Map<string, string>) =>
  `El ítem ${item.posicion + 1} (${tipos.get(item.tipoActivoId) ?? 'sin tipo'})`

/** Each quotation item gets exactly its cantidad of assets; each chosen one names an item of it. */
function checkCantidades(
  items: CotizacionItem[],
  tipos: Map<string, string>,
  input: PasarContratoInput,
) {
  const fields: Record<string, string> = {}
  const ids = new Set(items.map((item) => item.id))
  input.items.forEach((chosen, index) => {
    if (!ids.has(chosen.cotizacionItemId)) {
      fields[`items.${index}.cotizacionItemId`] = 'Este ítem no es de la cotización.'
    }
  })
  const problems = items.flatMap((item) => {
    const chosen = input.items.filter((entry) => entry.cotizacionItemId === item.id).length
    if (chosen === item.cantidad) return []
    const activos = (n: number) => `${n} ${n === 1 ? 'activo' : 'activos'}`
    return [
      chosen < item.cantidad
        ? `${itemName(item, tipos)} lleva ${activos(item.cantidad)}: falta elegir ${item.cantidad - chosen}.`
        : `${itemName(item, tipos)} lleva ${activos(item.cantidad)}: sobran ${chosen - item.cantidad}.`,
    ]
  })
  if (problems.length > 0) fields.items = problems.join(' ')
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}

type Elegido = { index: number; activoId: string; codigo: string }

/**
 * Locks the chosen assets (id order) and checks each: it exists, is of its item's tipo and is not
 * de baja; its minimum and stand-by rate fit its item and the moneda. Answers them by id.
 */
async function checkActivos(
  tx: Tx,
  items: CotizacionItem[],
  tipos: Map<string, string>,
  moneda: Moneda,
  input: PasarContratoInput,
): Promise<Elegido[]> {
  const ids = input.items.map((chosen) => chosen.activoId)
  const rows = await tx
    .select({
      id: activos.id,
      codigo: activos.codigo,
      tipoActivoId: activos.tipoActivoId,
      estado: activos.estado,
    })
    .from(activos)
    .where(and(inArray(activos.id, ids), vigente(activos)))
    .orderBy(asc(activos.id))
    .for('update')
  const byId = new Map(rows.map((row) => [row.id, row]))
  const itemById = new Map(items.map((item) => [item.id, item]))
  const fields: Record<string, string> = {}
  const elegidos: Elegido[] = []
  input.items.forEach((chosen, index) => {
    const at = (field: string) => `items.${index}.${field}`
    const item = itemById.get(chosen.cotizacionItemId)
    const activo = byId.get(chosen.activoId)
    if (!activo) fields[at('activoId')] = 'El activo no existe.'
    else if (item && activo.tipoActivoId !== item.tipoActivoId) {
      fields[at('activoId')] =
        `El activo ${activo.codigo} no es del tipo del ítem (${tipos.get(item.tipoActivoId) ?? ''}).`
    } else if (activo.estado === 'de-baja') {
      fields[at('activoId')] = `El activo ${activo.codigo} está de baja.`
    } else elegidos.push({ index, activoId: activo.id, codigo: activo.codigo })
    if (item && chosen.minimoHoras != null && item.unidadCobro !== 'hora') {
      fields[at('minimoHoras')] = 'El mínimo de horas es solo para ítems cobrados por hora.'
    }
    if (
      chosen.tarifaStandBy != null &&
      !hasAtMostDecimals(chosen.tarifaStandBy, MONTO_DECIMALES[moneda])
    ) {
      fields[at('tarifaStandBy')] =
        moneda === 'CLP'
          ? 'La tarifa stand-by en pesos no lleva decimales.'
          : 'La tarifa stand-by en UF lleva como máximo 4 decimales.'
    }
    if (input.fechaTermino && chosen.fechaEntrega > input.fechaTermino) {
      fields[at('fechaEntrega')] = 'La entrega no puede ser posterior al término del contrato.'
    }
  })
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
  return elegidos
}

/** 409 when a chosen asset is on another contract on some day of the new one. */
async function checkFree(tx: Tx, elegidos: Elegido[], input: PasarContratoInput) {
  const taken = await commitmentsOf(
    tx,
    elegidos.map((elegido) => elegido.activoId),
    input.fechaInicio,
    input.fechaTermino,
  )
  if (taken.length === 0) return
  const fields: Record<string, string> = {}
  for (const elegido of elegidos) {
    const commitment = taken.find((entry) => entry.activoId === elegido.activoId)
    if (commitment && !fields[`items.${elegido.index}.activoId`]) {
      fields[`items.${elegido.index}.activoId`] =
        `El activo ${elegido.codigo} está en el contrato ${folioDe('CON', commitment.contratoNumero)} en esas fechas. Elija otro.`
    }
  }
  const [first] = Object.values(fields)
  throw new ApiHttpError(409, 'conflicto', first ?? 'Un activo ya está en otro contrato.', fields)
}

/**
 * The contract's items, one per chosen asset, in the quotation's order: the item's tarifa less its
 * descuento, its fletes split evenly over its assets (the remainder on the first, so the sums are
 * the quotation's), its unidad and operator as quoted.
 */
export function contractItems(
  items: CotizacionItem[],
  moneda: Moneda,
  input: Pick<PasarContratoInput, 'items'>,
) {
  return items.flatMap((item) => {
    const chosen = input.items.filter((entry) => entry.cotizacionItemId === item.id)
    const idas = splitEvenly(item.fleteIda, chosen.length, moneda)
    const vueltas = splitEvenly(item.fleteVuelta, chosen.length, moneda)
    const tarifa = tarifaConDescuento(item.tarifa, item.descuentoPct, moneda)
    return chosen.map((entry, index) => ({
      activoId: entry.activoId,
      cotizacionItemId: item.id,
      tarifa,
      unidadCobro: item.unidadCobro,
      minimoHoras: entry.minimoHoras ?? null,
      minimoPor: entry.minimoHoras == null ? null : (entry.minimoPor ?? null),
      tarifaStandBy: entry.tarifaStandBy ?? null,
      fleteIda: idas[index] ?? 0,
      fleteVuelta: vueltas[index] ?? 0,
      conOperador: item.conOperador,
      fechaEntrega: entry.fechaEntrega,
    }))
  })
}

const unitsOf = (moneda: Moneda) => 10 ** MONTO_DECIMALES[moneda]

/**
 * tarifa × (1 − descuento %), rounded half away from zero to the moneda (as `roundMonto` does),
 * computed in whole pesos or ten-thousandths of a UF so no binary fraction tips the rounding.
 */
export function tarifaConDescuento(tarifa: number, descuentoPct: number, moneda: Moneda): number {
  const scale = unitsOf(moneda)
  const units = Math.round(tarifa * scale)
  const pct = Math.round(descuentoPct * 100)
  return roundHalfAwayFromZero((units * (10_000 - pct)) / 10_000) / scale
}

/** `amount` in `parts` equal whole units of the moneda, the remainder on the first. */
export function splitEvenly(amount: number, parts: number, moneda: Moneda): number[] {
  if (parts === 0) return []
  const scale = unitsOf(moneda)
  const units = Math.round(amount * scale)
  const base = Math.floor(units / parts)
  const rest = units - base * parts
  return Array.from({ length: parts }, (_, index) => (base + (index === 0 ? rest : 0)) / scale)
}
