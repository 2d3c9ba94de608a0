// How the charts write numbers: Chilean style (1.234.567,5), pesos without decimals ($1.234.567),
// UF with two decimals, percentages; axis ticks in a short form (1,2 M) so they fit.
import { esCl } from '../../locale/es-cl.ts'

export type ChartValueFormat = 'number' | 'clp' | 'uf' | 'percent' | ((value: number) => string)

const formatters = {
  number: new Intl.NumberFormat(esCl.locale, { maximumFractionDigits: 2 }),
  clp: new Intl.NumberFormat(esCl.locale, {
    style: 'currency',
    currency: 'CLP',
    maximumFractionDigits: 0,
  }),
  uf: new Intl.NumberFormat(esCl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  // Values are fractions (0.25 → 25 %), as Intl expects.
  percent: new Intl.NumberFormat(esCl.locale, { style: 'percent', maximumFractionDigits: 1 }),
} as const

const compact = new Intl.NumberFormat(esCl.locale, {
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** A value as a tooltip or the data table shows it. */
export function formatChartValue(value: unknown, format: ChartValueFormat = 'number'): string {
  const number = typeof value === 'number' ? value : Number(value)
  if (value === null || value === undefined || value === '' || Number.isNaN(number)) return '—'
  if (typeof format === 'function') return format(number)
  if (format === 'uf') return `UF ${formatters.uf.format(number)}`
  return formatters[format].format(number)
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
