// A bar chart in the kit's frame: es-CL numbers on the axis and in the tooltip, theme colours that
// follow light and dark, the full width of its container, and the data as a table. The drawing
// (recharts) arrives after the rest (chart-frame.tsx).
import { CartesianChart, type CartesianChartProps } from './cartesian-chart.tsx'

// The package exports components/*.tsx only: the shapes a screen needs come with the chart.
export type { ChartValueFormat } from './chart-format.ts'
export type { ChartRow, ChartSeries } from './series.ts'

export type BarChartProps = CartesianChartProps & {
  /** Bars of several series on top of each other instead of side by side. */
  stacked?: boolean
  /** Horizontal bars: for long category names, such as obras. */
  horizontal?: boolean
}

export function BarChart({ stacked = false, horizontal = false, ...props }: BarChartProps) {
  return <CartesianChart {...props} drawing={{ kind: 'bar', stacked, horizontal }} />
}
