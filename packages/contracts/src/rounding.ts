// Decimal rounding without binary floating-point surprises (money.ts explains why it matters).
// A module without schemas, so a screen that only formats numbers does not load zod with it.

/** Multiplies by 10^places through the decimal exponent, so 1.005 × 100 is 100.5, not 100.49999…. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e')
  return Number(`${mantissa}e${Number(exponent) + places}`)
}

export function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number: ${value}`)
}

/**
 * Rounds to `decimals` places, halves away from zero (2,5 → 3 and −2,5 → −3), the way amounts are
 * rounded on Chilean tax documents. Never returns −0.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  assertFinite(value, 'value')
  const rounded = Math.round(shiftDecimal(Math.abs(value), decimals))
  return Math.sign(value) * shiftDecimal(rounded, -decimals) + 0
}
