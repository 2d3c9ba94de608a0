// A small table of figures for the fleet's report screens (comercial's availability, operations'
// dashboard): a caption for screen readers, the first column as the row's header, numbers aligned
// to the end. It is also the text equivalent of what the charts draw.
import { cn } from '@cordillera/ui/lib/cn'
import type { ReactNode } from 'react'
import { ColumnHeaders } from './column-headers.tsx'

export type Columna = { header: string; numeric?: boolean }

export function Tabla({
  caption,
  columns,
  rows,
  empty = 'Sin datos.',
}: {
  caption: string
  columns: readonly Columna[]
  /** Each row: its key and its cells, in the columns' order (the first is the row's header). */
  rows: readonly { key: string; cells: readonly ReactNode[] }[]
  empty?: string
}) {
  if (rows.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>
  const align = (index: number) => (columns[index]?.numeric ? 'text-right tabular-nums' : '')
  return (
    <TableFrame caption={caption} className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b">
          <ColumnHeaders
            columns={columns}
            className={(_, index) => cn('px-2 py-2 font-medium', align(index))}
          />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b align-top last:border-0">
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, like the columns.
                  key={index}
                  scope="row"
                  className={cn('px-2 py-1.5 font-normal', align(index))}
                >
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, like the columns.
                <td key={index} className={cn('px-2 py-1.5', align(index))}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  )
}

/** A table that scrolls sideways on a narrow screen, named for screen readers by its caption. */
export function TableFrame({
  caption,
  className,
  children,
}: {
  caption: string
  className: string
  children: ReactNode
}) {
  return (
    <div className="overflow-x-auto">
      <table className={className}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  )
}
