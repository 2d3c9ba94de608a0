// Amounts in pesos ($1.234.567, no decimals) and in UF (UF 12,35, 2 to 4 decimals), shown and read
// back. Shared by the screens (through @cordillera/ui/format) and the API's documents and exports,
// with the rounding of money.ts, so a PDF, a spreadsheet and a screen show the same amount.
import { type Moneda, roundClp, roundUf, UF_DECIMALES } from './money.ts'
import { formatNumber, splitNumber } from './number-text.ts'

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** 1234567 → "$1.234.567", −1500 → "-$1.500"; rounded to the peso; '' when there is no amount. */
export function formatClp(amount: number | null | undefined): string {
  if (!isAmount(amount)) return ''
  const pesos = roundClp(amount)
  return `${pesos < 0 ? '-' : ''}$${formatNumber(Math.abs(pesos), { maxDecimals: 0 })}`
}

export type UfFormatOptions = {
  /** Decimals always shown, 2 by default (UF 12,30). */
  minDecimals?: number
  /** Omit the "UF " prefix (inside an input whose sign is drawn beside it). */
  bare?: boolean
}

/** 12.35 → "UF 12,35", 12.34567 → "UF 12,3457": 2 to 4 decimals; '' when there is no amount. */
export function formatUf(
  amount: number | null | undefined,
  { minDecimals = 2, bare = false }: UfFormatOptions = {},
): string {
  if (!isAmount(amount)) return ''
  const number = formatNumber(roundUf(amount), {
    minDecimals: Math.min(minDecimals, UF_DECIMALES),
    maxDecimals: UF_DECIMALES,
  })
  return bare ? number : `UF ${number}`
}

/** An amount in its currency: formatClp or formatUf. */
export function formatMonto(amount: number | null | undefined, moneda: Moneda): string {
  return moneda === 'CLP' ? formatClp(amount) : formatUf(amount)
}

/**
 * "$1.234.567", "1.234.567", "-$1.500", "1234567" → a whole number of pesos; null for anything
 * else, including decimals ("1.234,5"): pesos have none, and silently rounding a typed amount
 * would hide a mistake.
 */
export function parseClp(text: string | null | undefined): number | null {
  const compact = (text ?? '').replace(/\s/g, '')
  // The sign may come before or after the peso sign: "-$1.500" or "$-1.500".
  const withoutSymbol = compact.replace(/^(-?)\$/, '$1')
  const parts = splitNumber(withoutSymbol)
  if (parts?.fraction !== '') return null
  return Number(`${parts.sign}${parts.whole}`) + 0
}

/** "UF 12,35", "12,3456", "1.234,5" → the amount in UF; null when invalid or over 4 decimals. */
export function parseUf(text: string | null | undefined): number | null {
  const compact = (text ?? '').replace(/\s/g, '').replace(/^(-?)UF/i, '$1')
  const parts = splitNumber(compact)
  if (!parts || parts.fraction.length > UF_DECIMALES) return null
  return Number(`${parts.sign}${parts.whole}.${parts.fraction || '0'}`) + 0
}

/** Reads an amount in its currency: parseClp or parseUf. */
export function parseMonto(text: string | null | undefined, moneda: Moneda): number | null {
  return moneda === 'CLP' ? parseClp(text) : parseUf(text)
}
