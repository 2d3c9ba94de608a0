// What every chart is wrapped in: a <figure> named by its title, a sentence that says what the
// chart shows, the drawing (hidden from screen readers: it says nothing they can use), and the same
// numbers as a table behind "Ver datos en tabla" for them and for anyone who wants exact values.
// The drawing's module (recharts) is loaded on demand: the title, the sentence and the table show
// at once, and a block of the drawing's height stands in for it until it arrives, so nothing
// below moves (decision 048).
import { lazy, type ReactNode, Suspense, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { kit as kitText } from '../../locale/es-cl/kit.ts'
import { LoadBoundary } from '../load-boundary.tsx'
import { Skeleton } from '../skeleton.tsx'
import type { ChartDrawingProps } from './chart-drawing.tsx'

const { charts: text } = kitText

const ChartDrawing = lazy(() => import('./chart-drawing.tsx'))

export type ChartTable = {
  /** Column headers: the category first, then one per series. */
  columns: readonly string[]
  /** Rows of already formatted cells, in the same order. */
  rows: readonly (readonly string[])[]
}

export type ChartFrameProps = {
  title: string
  /** One or two sentences with the chart's message, e.g. "Mayo fue el mes de más arriendos". */
  summary?: ReactNode
  table: ChartTable
  /** What to draw (recharts, loaded on demand). */
  drawing: ChartDrawingProps
  height: number
  className?: string
}

export function ChartFrame({ title, summary, table, drawing, height, className }: ChartFrameProps) {
  const titleId = useId()
  return (
    <figure
      data-slot="chart"
      aria-labelledby={titleId}
      className={cn('grid gap-3 rounded-xl border bg-card p-4 text-card-foreground', className)}
    >
      <figcaption className="grid gap-1">
        <span id={titleId} className="font-semibold">
          {title}
        </span>
        {summary ? <span className="text-sm text-muted-foreground">{summary}</span> : null}
      </figcaption>
      <div aria-hidden="true" className="w-full text-xs" style={{ height }}>
        <LoadBoundary
          fallback={
            <p className="grid size-full place-items-center rounded-md bg-muted p-4 text-center text-muted-foreground">
              {text.drawingFailed}
            </p>
          }
        >
          <Suspense fallback={<Skeleton data-slot="chart-loading" className="size-full" />}>
            <ChartDrawing {...drawing} height={height} />
          </Suspense>
        </LoadBoundary>
      </div>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
          {text.showTable}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                {table.columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn('px-2 py-1.5 font-medium', index > 0 && 'text-right')}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]} className="border-b last:border-0">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={table.columns[index]}
                        scope="row"
                        className="px-2 py-1.5 font-normal"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={table.columns[index]}
                        className="px-2 py-1.5 text-right tabular-nums"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
