// Money rules shared by the portals and the API, so a quotation shows the same IVA the API stores.
// CLP amounts are whole pesos; UF amounts carry up to 4 decimals; IVA is 19 %. The arithmetic
// avoids binary floating point where it could show: 3 × 0.19 is 0.5700000000000001 in a double,
// so IVA is computed as neto × 19 / 100 (exact for whole pesos; 1050 gives 199.5, rounded to $200)
// and UF→CLP as a product of decimal integers.
import { z } from 'zod'
import { assertFinite, roundHalfAwayFromZero } from './rounding.ts'

export { roundHalfAwayFromZero } from './rounding.ts'

/** IVA (impuesto al valor agregado): 19 % of the neto. */
export const IVA_PORCENTAJE = 19

/** A UF amount carries at most this many decimals (UF 12,3456). */
export const UF_DECIMALES = 4

/** The UF value of a day (published by the Banco Central) has two decimals: $39.485,65. */
export const VALOR_UF_DECIMALES = 2

export const monedas = ['CLP', 'UF'] as const
export type Moneda = (typeof monedas)[number]
export const monedaSchema = z.enum(monedas, { error: 'Elige la moneda: CLP o UF.' })

/** Neto, IVA and total of a document, in whole pesos (total = neto + iva). */
export type NetoIvaTotal = { neto: number; iva: number; total: number }

/**
 * CLP has no decimals: amounts are whole pesos, rounded half away from zero. (The rounding of
 * cash payments to $10 of Ley 20.956 applies at the till, not to documents, so it is not here.)
 */
export function roundClp(amount: number): number {
  return roundHalfAwayFromZero(amount, 0)
}

/** A UF amount rounded to its 4 decimals. */
export function roundUf(amount: number): number {
  return roundHalfAwayFromZero(amount, UF_DECIMALES)
}

/** The IVA of a neto in pesos: 19 %, rounded to the peso. */
export function ivaFromNeto(neto: number): number {
  const pesos = roundClp(neto)
  // Whole pesos × 19 is an exact integer in a double, and a quotient ending in ,5 is exact too.
  return roundHalfAwayFromZero((pesos * IVA_PORCENTAJE) / 100)
}

/** Neto, IVA and total from a neto (what a quotation or an EDP computes from its lines). */
export function totalsFromNeto(neto: number): NetoIvaTotal {
  const pesos = roundClp(neto)
  const iva = ivaFromNeto(pesos)
  return { neto: pesos, iva, total: pesos + iva }
}

/** Neto, IVA and total from a total that includes IVA; neto + iva always adds up to the total. */
export function totalsFromTotal(total: number): NetoIvaTotal {
  const pesos = roundClp(total)
  // total × 100 / 119 can never end in exactly ,5 (119 is odd), so rounding is unambiguous.
  const neto = roundHalfAwayFromZero((pesos * 100) / (100 + IVA_PORCENTAJE))
  return { neto, iva: pesos - neto, total: pesos }
}

/** A number as an exact decimal: digits × 10^-scale (12.35 → 1235n, 2). */
function toDecimal(value: number): { digits: bigint; scale: number } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const scale = fraction.length - Number(exponent)
  const digits = BigInt(`${whole}${fraction}`)
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 }
}

/** digits / 10^scale rounded to a whole number, halves away from zero. */
function roundScaled(digits: bigint, scale: number): number {
  const divisor = 10n ** BigInt(scale)
  const negative = digits < 0n
  const magnitude = negative ? -digits : digits
  let quotient = magnitude / divisor
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n
  return Number(negative ? -quotient : quotient) + 0
}

/**
 * A UF amount in pesos at a given UF value (the value of the EDP's closing date, from the
 * `valor_uf` table): exact decimal product, rounded to the peso.
 */
export function ufToClp(montoUf: number, valorUf: number): number {
  assertFinite(montoUf, 'montoUf')
  assertFinite(valorUf, 'valorUf')
  if (valorUf <= 0) throw new RangeError(`valorUf must be positive: ${valorUf}`)
  const amount = toDecimal(montoUf)
  const value = toDecimal(valorUf)
  return roundScaled(amount.digits * value.digits, amount.scale + value.scale)
}

/** A peso amount in UF at a given UF value, rounded to 4 decimals. */
export function clpToUf(montoClp: number, valorUf: number): number {
  assertFinite(montoClp, 'montoClp')
  assertFinite(valorUf, 'valorUf')
  if (valorUf <= 0) throw new RangeError(`valorUf must be positive: ${valorUf}`)
  return roundUf(montoClp / valorUf)
}

/** Rounds an amount to what its currency can hold: whole pesos or 4 decimals of UF. */
export function roundMonto(amount: number, moneda: Moneda): number {
  return moneda === 'CLP' ? roundClp(amount) : roundUf(amount)
}

/** True when the number has no more than `decimals` decimals (12.35 has 2). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number.isFinite(value) && toDecimal(value).scale <= decimals
}

/** An amount in pesos: a whole number. */
export const montoClpSchema = z.number().int({ error: 'El monto en pesos no lleva decimales.' })

/** An amount in UF: at most 4 decimals. */
export const montoUfSchema = z.number().refine((value) => hasAtMostDecimals(value, UF_DECIMALES), {
  error: 'El monto en UF lleva como máximo 4 decimales.',
})

/** The UF value of a day: positive, two decimals. */
export const valorUfSchema = z
  .number()
  .positive({ error: 'El valor de la UF debe ser mayor que cero.' })
  .refine((value) => hasAtMostDecimals(value, VALOR_UF_DECIMALES), {
    error: 'El valor de la UF lleva como máximo 2 decimales.',
  })
