// The phone layout of a DataTable, below the md breakpoint: one card per row with "label: value"
// pairs (a description list), the row's checkbox and its actions menu. Same cells as the table.
import { Skeleton } from '../skeleton.tsx'
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './build-columns.ts'
import type { RowsLayoutProps } from './render-cells.tsx'

export type CardListProps<Row> = RowsLayoutProps<Row>

export function CardList<Row>({
  table,
  label,
  columnsById,
  render,
  isLoading,
  skeletonRows,
}: CardListProps<Row>) {
  const rows = table.getRowModel().rows
  if (!isLoading && rows.length === 0) return null
  return (
    <ul aria-label={label} aria-busy={isLoading || undefined} className="grid gap-3 md:hidden">
      {isLoading
        ? Array.from({ length: skeletonRows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="grid gap-2 rounded-lg border bg-card p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
            </li>
          ))
        : rows.map((row) => {
            const cells = row.getVisibleCells()
            const select = cells.find((cell) => cell.column.id === SELECT_COLUMN_ID)
            const actions = cells.find((cell) => cell.column.id === ACTIONS_COLUMN_ID)
            return (
              <li
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                className="flex items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground data-[state=selected]:bg-muted"
              >
                {select ? <div className="pt-0.5">{render.cell(select)}</div> : null}
                <dl className="grid min-w-0 flex-1 gap-1.5 text-sm">
                  {cells.map((cell) => {
                    const column = columnsById.get(cell.column.id)
                    if (!column) return null
                    return (
                      <div
                        key={cell.id}
                        className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2"
                      >
                        <dt className="text-muted-foreground">{column.header}</dt>
                        <dd className="min-w-0 break-words">{render.cell(cell)}</dd>
                      </div>
                    )
                  })}
                </dl>
                {actions ? <div className="-mt-1 -mr-2">{render.cell(actions)}</div> : null}
              </li>
            )
          })}
    </ul>
  )
}
