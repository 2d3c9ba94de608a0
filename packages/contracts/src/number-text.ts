// Numbers as a Chilean reader writes them: dot for thousands, comma for decimals (1.234,5).
// Here rather than in the UI kit so the API's documents and exports print what the screens show;
// the UI kit re-exports it (@cordillera/ui/format). Without zod, like rounding.ts.
import { roundHalfAwayFromZero } from './rounding.ts'

export const LOCALE = 'es-CL'

export type NumberFormatOptions = {
  /** Decimals always shown (default 0). */
  minDecimals?: number
  /** Decimals at most, rounded half away from zero (default 2). */
  maxDecimals?: number
}

const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`
  let format = formatters.get(key)
  if (!format) {
    // `useGrouping: true` groups four-digit numbers too ("1.234"); Spanish CLDR data would
    // otherwise print "1234", which is not how amounts are written in Chile.
    format = new Intl.NumberFormat(LOCALE, {
      useGrouping: true,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    })
    formatters.set(key, format)
  }
  return format
}

/** 1234567.891 → "1.234.567,89"; an empty string for null, undefined, NaN or ±Infinity. */
export function formatNumber(
  value: number | null | undefined,
  { minDecimals = 0, maxDecimals = 2 }: NumberFormatOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const max = Math.max(minDecimals, maxDecimals)
  // Our own rounding (halves away from zero, like the money helpers) also turns −0 into 0.
  const rounded = roundHalfAwayFromZero(value, max)
  const digits = Math.abs(rounded)
  // Written by hand below, not with Intl: a phone's first `Intl.NumberFormat('es-CL')` costs
  // 50–250 ms of its main thread before the first list with numbers shows (the operador bench).
  // The test compares both over thousands of values. The number's shortest decimal text, as Intl
  // reads it (toFixed would print its binary tail); beyond 1e21 or below 1e-6 it has an exponent.
  const text = String(digits)
  if (text.includes('e')) return numberFormat(minDecimals, max).format(rounded)
  const [whole = '0', decimals = ''] = text.split('.')
  const fraction = decimals.replace(/0+$/, '').padEnd(minDecimals, '0')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`
}

/** Digits grouped by dots, optional minus, optional comma decimals: "-1.234,5", "1234,5", "7". */
const NUMBER_PATTERN = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/

/**
 * "1.234,5" → 1234.5; null when the text is not a number as written in Chile. A dot is never a
 * decimal point here ("12.35" is rejected, not read as twelve), so pasted foreign numbers fail
 * loudly instead of being off by a factor of a thousand.
 */
export function parseNumber(text: string | null | undefined): number | null {
  const parts = splitNumber(text)
  if (!parts) return null
  return Number(`${parts.sign}${parts.whole}.${parts.fraction || '0'}`) + 0
}

/** The pieces of a number written the Chilean way, or null. */
export function splitNumber(
  text: string | null | undefined,
): { sign: '' | '-'; whole: string; fraction: string } | null {
  const compact = (text ?? '').replace(/\s/g, '')
  const match = NUMBER_PATTERN.exec(compact)
  if (!match?.[2]) return null
  return {
    sign: match[1] === '-' ? '-' : '',
    whole: match[2].replaceAll('.', ''),
    fraction: match[3] ?? '',
  }
}
