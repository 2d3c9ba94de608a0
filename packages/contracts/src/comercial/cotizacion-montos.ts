// The amounts of a cotización: each item's subtotal, descuento, fletes and neto, and the
// quotation's neto, IVA and total (and, in UF, their equivalent in pesos). The quotation screens,
// the API and the PDF call these same functions, so all three show the same peso. The rules are in
// docs/domain.md ("Montos de una cotización") and decision 023.
//
// Exactness: every amount is handled as a whole number of the moneda's smallest unit (a peso, or a
// ten-thousandth of a UF) and only turned back into a `number` of the moneda when returned, so
// adding UF amounts never drifts (0,1 + 0,2). A rounding happens only at the steps named below,
// always half away from zero, through the helpers of money.ts.
//
// No schema here: the cotización's zod schemas give the Spanish messages for a wrong field; these
// functions trust nothing either and throw a RangeError for an input outside those rules.

import type { UnidadCobro } from '../common/vocabulary.ts'
import type { Moneda, NetoIvaTotal } from '../money.ts'
import {
  hasAtMostDecimals,
  IVA_PORCENTAJE,
  totalsFromNeto,
  UF_DECIMALES,
  ufToClp,
  VALOR_UF_DECIMALES,
} from '../money.ts'
import { roundHalfAwayFromZero } from '../rounding.ts'

/** How many decimals a período estimado may have: tenths of an hour, whole days and months. */
export const PERIODO_DECIMALES: Record<UnidadCobro, number> = { hora: 1, dia: 0, mes: 0 }

/** A descuento is a percentage from 0 to 100 with up to 2 decimals (12,5 %, 7,25 %). */
export const DESCUENTO_DECIMALES = 2
export const DESCUENTO_MAXIMO = 100

/** How many decimals an amount (tarifa, flete) may carry in each moneda. */
export const MONTO_DECIMALES: Record<Moneda, number> = { CLP: 0, UF: UF_DECIMALES }

/**
 * What the amounts of an item depend on. A quotation's item carries more (tipo de activo, con
 * operador), which does not change its amounts: a rate with operator is quoted as its own tarifa,
 * so a whole item may be passed as it is.
 */
export type ItemMontosInput = {
  /** How many assets of the tipo: a whole number, at least 1. */
  cantidad: number
  unidadCobro: UnidadCobro
  /** Price of one unit (hora, día or mes) of one asset, in the quotation's moneda. */
  tarifa: number
  /** How many units of hora, día or mes are quoted; 0 when unknown (only the fletes count). */
  periodoEstimado: number
  /** Freight to the obra for the whole item (all its cantidad), in the quotation's moneda. */
  fleteIda: number
  /** Freight back from the obra for the whole item, in the quotation's moneda. */
  fleteVuelta: number
  /** Percentage off the rental (not the fletes), 0 to 100. */
  descuentoPct: number
}

/** An item's amounts, in the quotation's moneda: neto = subtotalArriendo − descuento + fletes. */
export type ItemMontos = {
  /** cantidad × tarifa × período estimado, rounded to the moneda. */
  subtotalArriendo: number
  /** descuentoPct of the subtotal arriendo, rounded to the moneda. */
  descuento: number
  /** flete ida + flete vuelta. */
  fletes: number
  neto: number
}

/** The equivalent in pesos of a UF quotation, at the valor UF of its date. */
export type EquivalenteClp = NetoIvaTotal & { valorUf: number }

export type CotizacionMontos = NetoIvaTotal & {
  moneda: Moneda
  /** One per item, in the order given. */
  items: ItemMontos[]
  /** Only for a UF quotation given a valor UF; null otherwise. */
  equivalenteClp: EquivalenteClp | null
}

/** An item's amounts in the moneda's smallest unit (pesos or ten-thousandths of a UF). */
type ItemUnidades = { [K in keyof ItemMontos]: number }

function scale(moneda: Moneda): number {
  return 10 ** MONTO_DECIMALES[moneda]
}

/** A number with at most `decimals` decimals as a whole number of 10^-decimals (12,35 → 1235). */
function toUnits(value: number, decimals: number, what: string): number {
  if (!hasAtMostDecimals(value, decimals) || value < 0) {
    throw new RangeError(`${what} must be ≥ 0 with at most ${decimals} decimals: ${value}`)
  }
  // value has at most `decimals` decimals, so the product lies within far less than ½ of the
  // whole number it stands for and rounding recovers it exactly.
  return safe(roundHalfAwayFromZero(value * 10 ** decimals), what)
}

/** Guards the integer arithmetic: beyond 2^53 a double would no longer hold every peso. */
function safe(units: number, what: string): number {
  if (!Number.isSafeInteger(units)) throw new RangeError(`${what} is too large: ${units}`)
  return units
}

/** units / divisor rounded half away from zero; exact, since a half is exact in a double. */
function divideRounded(units: number, divisor: number, what: string): number {
  return roundHalfAwayFromZero(safe(units, what) / divisor)
}

function itemUnits(item: ItemMontosInput, moneda: Moneda): ItemUnidades {
  const { cantidad, unidadCobro } = item
  if (!Number.isSafeInteger(cantidad) || cantidad < 1) {
    throw new RangeError(`cantidad must be a whole number ≥ 1: ${cantidad}`)
  }
  // Own keys only, so a stray 'toString' from an unchecked body is refused too.
  if (!Object.hasOwn(PERIODO_DECIMALES, unidadCobro)) {
    throw new RangeError(`unknown unidadCobro: ${unidadCobro}`)
  }
  if (!Object.hasOwn(MONTO_DECIMALES, moneda)) throw new RangeError(`unknown moneda: ${moneda}`)
  const periodoDecimales = PERIODO_DECIMALES[unidadCobro]
  const decimales = MONTO_DECIMALES[moneda]
  const tarifa = toUnits(item.tarifa, decimales, 'tarifa')
  const fleteIda = toUnits(item.fleteIda, decimales, 'fleteIda')
  const fleteVuelta = toUnits(item.fleteVuelta, decimales, 'fleteVuelta')
  const periodo = toUnits(item.periodoEstimado, periodoDecimales, 'periodoEstimado')
  const descuentoPct = toUnits(item.descuentoPct, DESCUENTO_DECIMALES, 'descuentoPct')
  if (descuentoPct > DESCUENTO_MAXIMO * 10 ** DESCUENTO_DECIMALES) {
    throw new RangeError(`descuentoPct must be at most ${DESCUENTO_MAXIMO}: ${item.descuentoPct}`)
  }

  // Rounding 1: the subtotal arriendo, to the moneda (only an hour período with tenths needs it).
  const subtotalArriendo = divideRounded(
    cantidad * tarifa * periodo,
    10 ** periodoDecimales,
    'subtotalArriendo',
  )
  // Rounding 2: the descuento, to the moneda. It never exceeds the subtotal (at most 100 %), so
  // no neto goes below its fletes, and a bigger percentage never gives a smaller descuento.
  const descuento = divideRounded(
    subtotalArriendo * descuentoPct,
    100 * 10 ** DESCUENTO_DECIMALES,
    'descuento',
  )
  const fletes = fleteIda + fleteVuelta
  return {
    subtotalArriendo,
    descuento,
    fletes,
    neto: safe(subtotalArriendo - descuento + fletes, 'neto'),
  }
}

function inMoneda<T extends Record<string, number>>(units: T, moneda: Moneda): T {
  // A whole number divided by 10^4 is the double nearest to that decimal, i.e. what the literal
  // 12.3456 would be; the division happens once, on an exact amount.
  const divisor = scale(moneda)
  return Object.fromEntries(
    Object.entries(units).map(([key, value]) => [key, value / divisor]),
  ) as T
}

/** The amounts of one item of a quotation in `moneda`. */
export function montosItem(item: ItemMontosInput, moneda: Moneda): ItemMontos {
  return inMoneda(itemUnits(item, moneda), moneda)
}

/**
 * The amounts of a quotation: its items', their neto, IVA 19 % of that neto and the total; for a
 * UF quotation given the valor UF of its date (two decimals, as published), also in pesos.
 */
export function montosCotizacion(
  items: readonly ItemMontosInput[],
  moneda: Moneda,
  valorUf?: number | null,
): CotizacionMontos {
  const units = items.map((item) => itemUnits(item, moneda))
  const neto = safe(
    units.reduce((sum, item) => sum + item.neto, 0),
    'neto',
  )
  // Rounding 3: IVA once on the quotation's neto (not per item), to the peso or to the
  // ten-thousandth of a UF. totalsFromNeto rounds a whole amount's 19 % the same in any unit.
  safe(neto * IVA_PORCENTAJE, 'iva')
  const totals = inMoneda(totalsFromNeto(neto), moneda)
  return {
    moneda,
    items: units.map((item) => inMoneda(item, moneda)),
    ...totals,
    equivalenteClp:
      moneda === 'UF' && valorUf != null ? equivalenteClp(totals.neto, valorUf) : null,
  }
}

/**
 * Rounding 4: the neto in UF converted to pesos; the IVA is then 19 % of that neto in pesos, as
 * an invoice in pesos would carry it, and the total their sum. So neto + IVA = total holds in
 * pesos as it does in UF. Converting the UF IVA and total on their own could miss by a peso or
 * two (the UF IVA is already rounded to 4 decimals) and break that sum.
 */
function equivalenteClp(netoUf: number, valorUf: number): EquivalenteClp {
  if (!hasAtMostDecimals(valorUf, VALOR_UF_DECIMALES) || valorUf <= 0) {
    throw new RangeError(
      `valorUf must be > 0 with at most ${VALOR_UF_DECIMALES} decimals: ${valorUf}`,
    )
  }
  const netoClp = ufToClp(netoUf, valorUf)
  safe(netoClp * IVA_PORCENTAJE, 'netoClp')
  return { ...totalsFromNeto(netoClp), valorUf }
}
