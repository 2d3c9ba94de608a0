// What creating and editing a quotation share: the checks of the chosen razón social, obra and
// tipos de activo (400 per field), its stored amounts (the amounts module, never SQL arithmetic)
// and its items, written wholesale in the quotation's transaction.
import {
  COTIZACION_EDITABLE,
  type CotizacionItemValues,
  checkItemsMoneda,
  folioDe,
  type Moneda,
  montosCotizacion,
} from '@cordillera/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  contratos,
  cotizacionItems,
  obras,
  razonesSociales,
  tiposActivo,
} from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import { pick } from '../../records/tracking.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { cotizacionRecords } from './cotizacion-records.ts'

export const EDITABLE_MESSAGE = 'Solo se edita una cotización en borrador.'

/**
 * The quotation locked at the version read, 409 unless it is still a borrador (its header and
 * items are frozen once sent).
 */
export function lockEditable(tx: Tx, target: { id: string; version: number }) {
  return cotizacionRecords.lock(tx, target, {
    refuse(cotizacion) {
      if (cotizacion && !COTIZACION_EDITABLE.includes(cotizacion.estado as never)) {
        throw conflict(EDITABLE_MESSAGE)
      }
    },
  })
}

/**
 * 400 naming each chosen row that does not exist (or was deleted), and an obra of another razón
 * social: a quotation is for one client's obra.
 */
export async function checkCabecera(tx: Tx, cabecera: { razonSocialId: string; obraId: string }) {
  const fields: Record<string, string> = {}
  const [razonSocial] = await tx
    .select({ id: razonesSociales.id })
    .from(razonesSociales)
    .where(and(eq(razonesSociales.id, cabecera.razonSocialId), vigente(razonesSociales)))
  if (!razonSocial) fields.razonSocialId = 'La razón social elegida no existe.'
  const [obra] = await tx
    .select({ razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(and(eq(obras.id, cabecera.obraId), vigente(obras)))
  if (!obra) fields.obraId = 'La obra elegida no existe.'
  else if (razonSocial && obra.razonSocialId !== cabecera.razonSocialId) {
    fields.obraId = 'La obra no es de esta razón social.'
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}

/** 400 on `items.N.tipoActivoId` for each tipo de activo that does not exist (or was deleted). */
export async function checkTiposActivo(tx: Tx, items: readonly CotizacionItemValues[]) {
  const ids = [...new Set(items.map((item) => item.tipoActivoId))]
  const found = await tx
    .select({ id: tiposActivo.id })
    .from(tiposActivo)
    .where(and(inArray(tiposActivo.id, ids), vigente(tiposActivo)))
  const existing = new Set(found.map((row) => row.id))
  const fields: Record<string, string> = {}
  items.forEach((item, index) => {
    if (!existing.has(item.tipoActivoId)) {
      fields[`items.${index}.tipoActivoId`] = 'El tipo de activo elegido no existe.'
    }
  })
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}

/**
 * What checkItemsMoneda (the forms' own check) says of these items in `moneda`, by field path
 * (`items.0.tarifa`): for the writes whose body does not carry the moneda.
 */
export function itemsMonedaProblems(
  moneda: Moneda,
  items: readonly Partial<CotizacionItemValues>[],
): Record<string, string> {
  const problems: Record<string, string> = {}
  const collect = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
      problems[(issue.path ?? []).join('.')] = issue.message ?? ''
    },
  }
  checkItemsMoneda(moneda, items, collect as unknown as z.RefinementCtx)
  return problems
}

/** The stored neto, IVA and total of these items in `moneda`. */
export function totalsOf(items: readonly CotizacionItemValues[], moneda: Moneda) {
  const { neto, iva, total } = montosCotizacion(items, moneda)
  return { neto, iva, total }
}

/** An item's terms, named alike in what the client sends, what is stored and what is answered. */
export const ITEM_TERMS = [
  'cantidad',
  'tarifa',
  'periodoEstimado',
  'fleteIda',
  'fleteVuelta',
  'conOperador',
  'descuentoPct',
] as const

/** Replaces the quotation's items with `items`, in the order given (posicion 0, 1, 2…). */
export async function writeItems(
  tx: Tx,
  cotizacionId: string,
  items: readonly CotizacionItemValues[],
) {
  await tx.delete(cotizacionItems).where(eq(cotizacionItems.cotizacionId, cotizacionId))
  await tx.insert(cotizacionItems).values(
    items.map((item, posicion) => ({
      cotizacionId,
      posicion,
      tipoActivoId: item.tipoActivoId,
      descripcion: item.descripcion ?? null,
      unidadCobro: item.unidadCobro,
      ...pick(item, ...ITEM_TERMS),
    })),
  )
}

/** The folio of the contract a quotation became (`CON-000045`), or null. */
export async function contratoFolioDe(tx: Tx, cotizacionId: string): Promise<string | null> {
  const [contrato] = await tx
    .select({ numero: contratos.numero })
    .from(contratos)
    .where(and(eq(contratos.cotizacionId, cotizacionId), vigente(contratos)))
  return contrato ? folioDe('CON', contrato.numero) : null
}
