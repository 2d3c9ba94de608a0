// The peso amounts of an EDP line, in exact decimal arithmetic (decision 060): every quantity is
// a whole number of its smallest unit — hundredths of an hour, day, litre or trip; ten-thousandths
// of a tarifa; hundredths of a peso of the valor UF; hundredths of a percent — and their product is
// a BigInt, divided and rounded once, half away from zero. So a line's bruto is
// round(cantidad × tarifa × valorUf [÷ 30]) with no binary drift, whatever the size.
import { hasAtMostDecimals, totalsFromNeto, VALOR_UF_DECIMALES } from '../money.ts'
import { DESCUENTO_DECIMALES } from './cotizacion-montos.ts'
import type { EdpTotales } from './edp-calculo-schemas.ts'

/** A tarifa (and any price of a contract) has at most 4 decimals (UF 1,2345). */
export const TARIFA_DECIMALES = 4
/** A quantity has at most 2 decimals: hours prorated to the hundredth, litres and hours of reports to the tenth. */
export const CANTIDAD_DECIMALES = 2
/** A month billed by days is thirty of them. */
export const DIAS_POR_MES = 30

/** A non-negative number with at most `decimals` decimals as a BigInt of 10^-decimals. */
export function toUnits(value: number, decimals: number, what: string): bigint {
  if (!Number.isFinite(value) || value < 0 || !hasAtMostDecimals(value, decimals)) {
    throw new RangeError(`${what} must be ≥ 0 with at most ${decimals} decimals: ${value}`)
  }
  // `value` has at most `decimals` decimals: the product lies far within ½ of the whole number
  // it stands for, and Math.round recovers it exactly (below 2^53, which the guard checks).
  const scaled = Math.round(value * 10 ** decimals)
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${what} is too large: ${value}`)
  return BigInt(scaled)
}

/** numerator / denominator rounded half away from zero (both non-negative). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n)
}

/** A BigInt amount as a number, refusing what a double would not hold exactly. */
export function toSafeNumber(value: bigint, what: string): number {
  const number = Number(value)
  if (!Number.isSafeInteger(number)) throw new RangeError(`${what} is too large: ${value}`)
  return number
}

export type MontosLineaInput = {
  cantidad: number
  tarifa: number
  /** 30 when days are billed at a monthly tarifa, 1 otherwise. */
  divisor: 1 | 30
  descuentoPct: number
  /** The valor UF for a UF contract; 1 for a CLP one; null when a UF one's is missing. */
  valorUf: number | null
}

export type MontosLinea = {
  tarifaClp: number | null
  bruto: number | null
  descuento: number | null
  monto: number | null
}

/**
 * A line's amounts in pesos. The amount is converted, not the rate: bruto =
 * round(cantidad × tarifa × valorUf ÷ divisor) is rounded once; tarifaClp is the exact product
 * tarifa × valorUf (up to 6 decimals), shown rounded. The descuento is then rounded to the peso
 * on the bruto in pesos, and monto = bruto − descuento (never negative: at most 100 %).
 */
export function montosLinea(input: MontosLineaInput): MontosLinea {
  const cantidad = toUnits(input.cantidad, CANTIDAD_DECIMALES, 'cantidad')
  const tarifa = toUnits(input.tarifa, TARIFA_DECIMALES, 'tarifa')
  const pct = toUnits(input.descuentoPct, DESCUENTO_DECIMALES, 'descuentoPct')
  if (pct > 100n * 10n ** BigInt(DESCUENTO_DECIMALES)) {
    throw new RangeError(`descuentoPct must be at most 100: ${input.descuentoPct}`)
  }
  if (input.valorUf === null) return { tarifaClp: null, bruto: null, descuento: null, monto: null }
  const valorUf = toUnits(input.valorUf, VALOR_UF_DECIMALES, 'valorUf')
  const tarifaScale = 10n ** BigInt(TARIFA_DECIMALES + VALOR_UF_DECIMALES)
  const tarifaClpUnits = tarifa * valorUf
  const bruto = divideRounded(
    cantidad * tarifaClpUnits,
    tarifaScale * 10n ** BigInt(CANTIDAD_DECIMALES) * BigInt(input.divisor),
  )
  const descuento = divideRounded(bruto * pct, 100n * 10n ** BigInt(DESCUENTO_DECIMALES))
  return {
    // The exact product as the nearest double of its decimal (what its literal would be).
    tarifaClp:
      toSafeNumber(tarifaClpUnits, 'tarifaClp') / 10 ** (TARIFA_DECIMALES + VALOR_UF_DECIMALES),
    bruto: toSafeNumber(bruto, 'bruto'),
    descuento: toSafeNumber(descuento, 'descuento'),
    monto: toSafeNumber(bruto - descuento, 'monto'),
  }
}

/**
 * Neto, IVA and total of an EDP from its lines' montos (whole pesos): neto = Σ montos, IVA = 19 %
 * of the neto rounded once, total = neto + IVA. Null while any line's monto is unknown (a UF
 * contract without its valor UF). The create screen's preview and the API's edit call it after
 * adding, changing or removing a line.
 */
export function totalesDeLineas(lineas: readonly { monto: number | null }[]): EdpTotales | null {
  let neto = 0n
  for (const linea of lineas) {
    if (linea.monto === null) return null
    if (!Number.isSafeInteger(linea.monto) || linea.monto < 0) {
      throw new RangeError(`a line's monto must be whole pesos ≥ 0: ${linea.monto}`)
    }
    neto += BigInt(linea.monto)
  }
  // 19 % of the neto must stay exact in a double as well.
  toSafeNumber(neto * 19n, 'neto')
  return totalsFromNeto(toSafeNumber(neto, 'neto'))
}
