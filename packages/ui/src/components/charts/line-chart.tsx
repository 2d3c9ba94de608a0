// A line chart (recharts) in the kit's frame, for values over time (horas trabajadas por mes,
// montos de EDP por periodo): es-CL numbers, theme colours, responsive, the data as a table.
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { esCl } from '../../locale/es-cl.ts'
import { type ChartValueFormat, formatChartTick } from './chart-format.ts'
import { ChartFrame } from './chart-frame.tsx'
import { ChartTooltip, legendLabel } from './chart-tooltip.tsx'
import { type ChartRow, type ChartSeries, seriesColor, seriesTable } from './series.ts'

// The package exports components/*.tsx only: the shapes a screen needs come with the chart.
export type { ChartValueFormat } from './chart-format.ts'
export type { ChartRow, ChartSeries } from './series.ts'

export type LineChartProps = {
  title: string
  summary?: string
  data: readonly ChartRow[]
  /** The row property on the horizontal axis (usually the period). */
  index: string
  indexLabel?: string
  series: readonly ChartSeries[]
  format?: ChartValueFormat
  height?: number
  className?: string
}

export function LineChart({
  title,
  summary,
  data,
  index,
  indexLabel = esCl.kit.charts.category,
  series,
  format = 'number',
  height = 300,
  className,
}: LineChartProps) {
  const axisStyle = { fill: 'var(--muted-foreground)', fontSize: 12 }
  return (
    <ChartFrame
      title={title}
      summary={summary}
      table={seriesTable(data, index, indexLabel, series, format)}
      height={height}
      className={className}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
        <RechartsLineChart
          data={[...data]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey={index} tick={axisStyle} stroke="var(--border)" />
          <YAxis
            tickFormatter={(value) => formatChartTick(value, format)}
            width={64}
            tick={axisStyle}
            stroke="var(--border)"
          />
          <Tooltip content={(props) => <ChartTooltip {...props} format={format} />} />
          {series.length > 1 ? (
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
          ) : null}
          {series.map((item, position) => (
            <Line
              key={item.key}
              type="monotone"
              dataKey={item.key}
              name={item.label}
              stroke={seriesColor(item, position)}
              strokeWidth={2}
              dot={{ r: 3, fill: seriesColor(item, position) }}
              isAnimationActive={false}
            />
          ))}
        </RechartsLineChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
