// A pie or donut chart (recharts) in the kit's frame, for parts of a whole (activos por estado,
// EDP por etapa): each slice a theme colour, es-CL numbers, and a table with values and shares.
import {
  Cell,
  Legend,
  Pie,
  PieChart as RechartsPieChart,
  ResponsiveContainer,
  Tooltip,
} from 'recharts'
import { esCl } from '../../locale/es-cl.ts'
import { type ChartValueFormat, chartColor, formatChartValue } from './chart-format.ts'
import { ChartFrame } from './chart-frame.tsx'
import { ChartTooltip, legendLabel } from './chart-tooltip.tsx'

export type { ChartValueFormat } from './chart-format.ts'

export type PieSlice = { name: string; value: number; color?: string }

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

const { charts: text } = esCl.kit

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
    <ChartFrame title={title} summary={summary} table={table} height={height} className={className}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
        <RechartsPieChart accessibilityLayer={false}>
          <Pie
            data={[...data]}
            dataKey="value"
            nameKey="name"
            innerRadius={donut ? '55%' : 0}
            outerRadius="80%"
            paddingAngle={donut ? 2 : 0}
            stroke="var(--card)"
            // The drawing is hidden from assistive technology (the table says it): keep it out of
            // the tab order too.
            rootTabIndex={-1}
            isAnimationActive={false}
          >
            {data.map((slice, index) => (
              <Cell key={slice.name} fill={slice.color ?? chartColor(index)} />
            ))}
          </Pie>
          <Tooltip content={(props) => <ChartTooltip {...props} format={format} />} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
        </RechartsPieChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
