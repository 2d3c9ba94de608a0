// The data shapes of the charts: the cartesian ones' (bar, line) rows with a category and one
// number per series, and how those become the accessible table; a pie's slices.
import { type ChartValueFormat, chartColor, formatChartValue } from './chart-format.ts'
import type { ChartTable } from './chart-frame.tsx'

export type ChartRow = Record<string, string | number | null | undefined>

export type ChartSeries = {
  /** The row property holding this series' numbers. */
  key: string
  /** Its name in the legend, the tooltip and the table. */
  label: string
  /** A CSS colour; the theme's palette (--chart-n) by default. */
  color?: string
}

export type PieSlice = { name: string; value: number; color?: string }

export const seriesColor = (series: ChartSeries, index: number) => series.color ?? chartColor(index)

export function seriesTable(
  data: readonly ChartRow[],
  index: string,
  indexLabel: string,
  series: readonly ChartSeries[],
  format: ChartValueFormat,
): ChartTable {
  return {
    columns: [indexLabel, ...series.map((item) => item.label)],
    rows: data.map((row) => [
      String(row[index] ?? ''),
      ...series.map((item) => formatChartValue(row[item.key], format)),
    ]),
  }
}
