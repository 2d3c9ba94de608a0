// The drawings of the kit's charts (recharts), the only module that imports the library at run
// time. `ChartFrame` loads it on demand (React.lazy), so a screen's own code, its figures and each
// chart's title, sentence and table arrive without it and the drawing follows in its own chunk.
// es-CL numbers on the axes and in the tooltip, theme colours that follow light and dark, the full
// width of the container; hidden from assistive technology (the frame's table says the same).
import {
  Bar,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  Pie,
  BarChart as RechartsBarChart,
  LineChart as RechartsLineChart,
  PieChart as RechartsPieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { type ChartValueFormat, chartColor, formatChartTick } from './chart-format.ts'
import { ChartTooltip, legendLabel } from './chart-tooltip.tsx'
import { type ChartRow, type ChartSeries, type PieSlice, seriesColor } from './series.ts'

type CartesianDrawing = {
  data: readonly ChartRow[]
  index: string
  series: readonly ChartSeries[]
  format: ChartValueFormat
}

/** What a chart asks the frame to draw: its kind and the data it was given. */
export type ChartDrawingProps =
  | ({ kind: 'bar'; stacked: boolean; horizontal: boolean } & CartesianDrawing)
  | ({ kind: 'line' } & CartesianDrawing)
  | { kind: 'pie'; data: readonly PieSlice[]; format: ChartValueFormat; donut: boolean }

const axis = { tick: { fill: 'var(--muted-foreground)', fontSize: 12 }, stroke: 'var(--border)' }

export default function ChartDrawing({ height, ...props }: ChartDrawingProps & { height: number }) {
  const tooltip = (
    <Tooltip
      {...(props.kind === 'bar' ? { cursor: { fill: 'var(--muted)' } } : {})}
      content={(content) => <ChartTooltip {...content} format={props.format} />}
    />
  )
  const legend = (show: boolean) =>
    show ? <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} /> : null
  const tick = (value: unknown) => formatChartTick(value, props.format)
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
      {props.kind === 'pie' ? (
        <RechartsPieChart accessibilityLayer={false}>
          <Pie
            data={[...props.data]}
            dataKey="value"
            nameKey="name"
            innerRadius={props.donut ? '55%' : 0}
            outerRadius="80%"
            paddingAngle={props.donut ? 2 : 0}
            stroke="var(--card)"
            // The drawing is hidden from assistive technology (the table says it): keep it out of
            // the tab order too.
            rootTabIndex={-1}
            isAnimationActive={false}
          >
            {props.data.map((slice, index) => (
              <Cell key={slice.name} fill={slice.color ?? chartColor(index)} />
            ))}
          </Pie>
          {tooltip}
          {legend(true)}
        </RechartsPieChart>
      ) : props.kind === 'line' ? (
        <RechartsLineChart
          data={[...props.data]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey={props.index} {...axis} />
          <YAxis tickFormatter={tick} width={64} {...axis} />
          {tooltip}
          {legend(props.series.length > 1)}
          {props.series.map((item, position) => (
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
      ) : (
        <RechartsBarChart
          data={[...props.data]}
          layout={props.horizontal ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid
            stroke="var(--border)"
            vertical={props.horizontal}
            horizontal={!props.horizontal}
          />
          {props.horizontal ? (
            <>
              <XAxis type="number" tickFormatter={tick} {...axis} />
              <YAxis type="category" dataKey={props.index} width={120} {...axis} />
            </>
          ) : (
            <>
              <XAxis dataKey={props.index} {...axis} />
              <YAxis tickFormatter={tick} width={64} {...axis} />
            </>
          )}
          {tooltip}
          {legend(props.series.length > 1)}
          {props.series.map((item, position) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={seriesColor(item, position)}
              stackId={props.stacked ? 'total' : undefined}
              radius={props.stacked ? 0 : 4}
              isAnimationActive={false}
            />
          ))}
        </RechartsBarChart>
      )}
    </ResponsiveContainer>
  )
}
