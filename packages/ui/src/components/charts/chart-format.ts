// How the charts write numbers: Chilean style (1.234.567,5), pesos without decimals ($1.234.567),
// UF with two decimals, percentages; axis ticks in a short form (1,2 M) so they fit. Numbers and
// pesos are the shared formatters', so a tooltip shows what the table and the PDF show.
import { formatClp } from '../../lib/format/money.ts'
import { formatNumber } from '../../lib/format/numbers.ts'
import { esCl } from '../../locale/es-cl.ts'

export type ChartValueFormat = 'number' | 'clp' | 'uf' | 'percent' | ((value: number) => string)

// Values are fractions (0.25 → 25 %), as Intl expects.
const percent = new Intl.NumberFormat(esCl.locale, { style: 'percent', maximumFractionDigits: 1 })

const compact = new Intl.NumberFormat(esCl.locale, {
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** A value as a tooltip or the data table shows it. */
export function formatChartValue(value: unknown, format: ChartValueFormat = 'number'): string {
  const number = typeof value === 'number' ? value : Number(value)
  if (value === null || value === undefined || value === '' || Number.isNaN(number)) return '—'
  if (typeof format === 'function') return format(number)
  switch (format) {
    case 'number':
      return formatNumber(number)
    case 'clp':
      return formatClp(number)
    case 'uf':
      return `UF ${formatNumber(number, { minDecimals: 2, maxDecimals: 2 })}`
    case 'percent':
      return percent.format(number)
  }
}

/** A value as an axis tick shows it: short for big numbers, with the unit of the format. */
export function formatChartTick(value: unknown, format: ChartValueFormat = 'number'): string {
  const number = typeof value === 'number' ? value : Number(value)
  if (Number.isNaN(number)) return String(value)
  if (typeof format === 'function' || format === 'percent') return formatChartValue(number, format)
  if (Math.abs(number) < 10_000) return formatChartValue(number, format)
  const short = compact.format(number)
  return format === 'clp' ? `$${short}` : format === 'uf' ? `UF ${short}` : short
}

/** The theme colour of the n-th series (globals.css --chart-1…5, repeating after five). */
export const chartColor = (index: number): string => `var(--chart-${(index % 5) + 1})`
