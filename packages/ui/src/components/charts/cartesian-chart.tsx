// What the bar and line charts share: their props (rows with a category and one number per
// series), the frame with the data as a table, and the drawing they ask for.
import { kit as kitText } from '../../locale/es-cl/kit.ts'
import type { ChartValueFormat } from './chart-format.ts'
import { ChartFrame } from './chart-frame.tsx'
import { type ChartRow, type ChartSeries, seriesTable } from './series.ts'

export type CartesianChartProps = {
  title: string
  summary?: string
  data: readonly ChartRow[]
  /** The row property with each category (mes, obra, tipo de activo…). */
  index: string
  /** The category's name in the table's header. */
  indexLabel?: string
  series: readonly ChartSeries[]
  format?: ChartValueFormat
  height?: number
  className?: string
}

export function CartesianChart({
  title,
  summary,
  data,
  index,
  indexLabel = kitText.charts.category,
  series,
  format = 'number',
  height = 300,
  className,
  drawing,
}: CartesianChartProps & {
  drawing: { kind: 'bar'; stacked: boolean; horizontal: boolean } | { kind: 'line' }
}) {
  return (
    <ChartFrame
      title={title}
      summary={summary}
      table={seriesTable(data, index, indexLabel, series, format)}
      drawing={{ ...drawing, data, index, series, format }}
      height={height}
      className={className}
    />
  )
}
