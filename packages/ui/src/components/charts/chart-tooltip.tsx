// The charts' hover tooltip, in the kit's colours (popover surface, theme text) instead of
// recharts' white box, with the values written the es-CL way; and the legend's labels, in the
// text colour (the swatch beside each carries the series colour, which is too light for text).
import type { TooltipContentProps } from 'recharts'
import { type ChartValueFormat, formatChartValue } from './chart-format.ts'

export function ChartTooltip({
  active,
  payload,
  label,
  format,
}: Pick<TooltipContentProps, 'active' | 'payload' | 'label'> & { format: ChartValueFormat }) {
  if (!active || !payload?.length) return null
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md">
      {label !== undefined && label !== '' ? <p className="font-medium">{label}</p> : null}
      {payload.map((entry) => (
        <p key={String(entry.dataKey ?? entry.name)} className="flex items-center gap-2">
          <span
            className="size-2.5 shrink-0 rounded-[2px]"
            style={{ background: entry.color ?? entry.fill }}
          />
          <span className="text-muted-foreground">{entry.name}</span>
          <span className="ml-auto font-medium tabular-nums">
            {formatChartValue(entry.value, format)}
          </span>
        </p>
      ))}
    </div>
  )
}

export const legendLabel = (value: unknown) => (
  <span style={{ color: 'var(--foreground)' }}>{String(value)}</span>
)
