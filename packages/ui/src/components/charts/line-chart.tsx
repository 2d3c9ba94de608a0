// A line chart in the kit's frame, for values over time (horas trabajadas por mes, montos de EDP
// por periodo): es-CL numbers, theme colours, responsive, the data as a table. The drawing
// (recharts) arrives after the rest (chart-frame.tsx).
import { CartesianChart, type CartesianChartProps } from './cartesian-chart.tsx'

// The package exports components/*.tsx only: the shapes a screen needs come with the chart.
export type { ChartValueFormat } from './chart-format.ts'
export type { ChartRow, ChartSeries } from './series.ts'

/** `index` is the row property on the horizontal axis (usually the period). */
export type LineChartProps = CartesianChartProps

export function LineChart(props: LineChartProps) {
  return <CartesianChart {...props} drawing={{ kind: 'line' }} />
}
