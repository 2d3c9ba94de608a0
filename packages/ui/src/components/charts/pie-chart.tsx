// A pie or donut chart in the kit's frame, for parts of a whole (activos por estado, EDP por
// etapa): each slice a theme colour, es-CL numbers, and a table with values and shares. The
// drawing (recharts) arrives after the rest (chart-frame.tsx).
import { kit as kitText } from '../../locale/es-cl/kit.ts'
import { type ChartValueFormat, formatChartValue } from './chart-format.ts'
import { ChartFrame } from './chart-frame.tsx'
import type { PieSlice } from './series.ts'

export type { ChartValueFormat } from './chart-format.ts'
export type { PieSlice } from './series.ts'

export type PieChartProps = {
  title: string
  summary?: string
  data: readonly PieSlice[]
  /** The slices' name in the table's header. */
  nameLabel?: string
  /** The values' name in the table's header. */
  valueLabel?: string
  format?: ChartValueFormat
  /** A ring instead of a full pie. */
  donut?: boolean
  height?: number
  className?: string
}

const { charts: text } = kitText

export function PieChart({
  title,
  summary,
  data,
  nameLabel = text.category,
  valueLabel = text.total,
  format = 'number',
  donut = false,
  height = 300,
  className,
}: PieChartProps) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0)
  const table = {
    columns: [nameLabel, valueLabel, text.share],
    rows: data.map((slice) => [
      slice.name,
      formatChartValue(slice.value, format),
      formatChartValue(total ? slice.value / total : 0, 'percent'),
    ]),
  }
  return (
    <ChartFrame
      title={title}
      summary={summary}
      table={table}
      drawing={{ kind: 'pie', data, format, donut }}
      height={height}
      className={className}
    />
  )
}
