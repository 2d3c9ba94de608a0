// The table layout of a DataTable, from the md breakpoint up: a real <table> with a caption,
// column headers (aria-sort on the sorted one) and skeleton rows while the page loads.
import { cn } from '../../lib/cn.ts'
import { Skeleton } from '../skeleton.tsx'
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './build-columns.ts'
import { alignClass, type DataTableColumn } from './column.ts'
import type { RowsLayoutProps } from './render-cells.tsx'

export type DesktopTableProps<Row> = RowsLayoutProps<Row>

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

function cellClass<Row>(id: string, columnsById: ReadonlyMap<string, DataTableColumn<Row>>) {
  if (id === SELECT_COLUMN_ID) return 'w-10'
  if (id === ACTIONS_COLUMN_ID) return 'w-12 text-right'
  return alignClass[columnsById.get(id)?.align ?? 'start']
}

export function DesktopTable<Row>({
  table,
  label,
  columnsById,
  render,
  isLoading,
  skeletonRows,
}: DesktopTableProps<Row>) {
  const visibleColumns = table.getVisibleLeafColumns()
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm" aria-busy={isLoading || undefined}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted/50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b">
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ariaSort[sorted] : undefined}
                    className={cn(
                      'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
                      cellClass(header.column.id, columnsById),
                    )}
                  >
                    {header.isPlaceholder ? null : render.header(header)}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index} className="border-b last:border-0">
                  {visibleColumns.map((column) => (
                    <td key={column.id} className="px-3 py-3">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-state={row.getIsSelected() ? 'selected' : undefined}
                  className="border-b transition-colors last:border-0 hover:bg-muted/50 data-[state=selected]:bg-muted"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-3 py-2 align-middle',
                        cellClass(cell.column.id, columnsById),
                      )}
                    >
                      {render.cell(cell)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}
