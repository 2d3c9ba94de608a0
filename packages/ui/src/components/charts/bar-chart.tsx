// A bar chart (recharts) in the kit's frame: es-CL numbers on the axis and in the tooltip, theme
// colours that follow light and dark, the full width of its container, and the data as a table.
import {
  Bar,
  CartesianGrid,
  Legend,
  BarChart as RechartsBarChart,
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

export type BarChartProps = {
  title: string
  summary?: string
  data: readonly ChartRow[]
  /** The row property with each bar's category (mes, obra, tipo de activo…). */
  index: string
  /** The category's name in the table's header. */
  indexLabel?: string
  series: readonly ChartSeries[]
  format?: ChartValueFormat
  /** Bars of several series on top of each other instead of side by side. */
  stacked?: boolean
  /** Horizontal bars: for long category names, such as obras. */
  horizontal?: boolean
  height?: number
  className?: string
}

export function BarChart({
  title,
  summary,
  data,
  index,
  indexLabel = esCl.kit.charts.category,
  series,
  format = 'number',
  stacked = false,
  horizontal = false,
  height = 300,
  className,
}: BarChartProps) {
  const tick = (value: unknown) => formatChartTick(value, format)
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
        <RechartsBarChart
          data={[...data]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="var(--border)" vertical={horizontal} horizontal={!horizontal} />
          {horizontal ? (
            <>
              <XAxis type="number" tickFormatter={tick} tick={axisStyle} stroke="var(--border)" />
              <YAxis
                type="category"
                dataKey={index}
                width={120}
                tick={axisStyle}
                stroke="var(--border)"
              />
            </>
          ) : (
            <>
              <XAxis dataKey={index} tick={axisStyle} stroke="var(--border)" />
              <YAxis tickFormatter={tick} width={64} tick={axisStyle} stroke="var(--border)" />
            </>
          )}
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            content={(props) => <ChartTooltip {...props} format={format} />}
          />
          {series.length > 1 ? (
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
          ) : null}
          {series.map((item, position) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={seriesColor(item, position)}
              stackId={stacked ? 'total' : undefined}
              radius={stacked ? 0 : 4}
              isAnimationActive={false}
            />
          ))}
        </RechartsBarChart>
      </ResponsiveContainer>
    </ChartFrame>
  )
}
