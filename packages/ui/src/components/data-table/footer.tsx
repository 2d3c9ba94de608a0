// The row below a list: "Filas por página" (10, 25, 50, 100, Todas), the range shown
// ("1–25 de 1.234", announced politely when it changes) and the page buttons.
import { useId } from 'react'
import { table as tableText } from '../../locale/es-cl/table.ts'
import { Pagination } from '../pagination.tsx'
import { NativeSelect } from './native-select.tsx'
import { PAGE_SIZE_OPTIONS, type PageSize, pageCountOf, rangeOf } from './table-state.ts'

const text = tableText

export type DataTableFooterProps = {
  page: number
  pageSize: PageSize
  total: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: PageSize) => void
  disabled?: boolean
}

export function DataTableFooter({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  disabled = false,
}: DataTableFooterProps) {
  const sizeId = useId()
  const { from, to } = rangeOf(page, pageSize, total)
  // A size from an old link that is no longer offered still shows as itself.
  const options: readonly PageSize[] = PAGE_SIZE_OPTIONS.some((option) => option === pageSize)
    ? PAGE_SIZE_OPTIONS
    : [pageSize, ...PAGE_SIZE_OPTIONS]

  return (
    <div className="flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="whitespace-nowrap">
          {text.rowsPerPage}
        </label>
        <NativeSelect
          id={sizeId}
          value={String(pageSize)}
          disabled={disabled}
          onChange={(event) => {
            const value = event.target.value
            onPageSizeChange(value === 'all' ? 'all' : Number(value))
          }}
          className="w-24"
        >
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {option === 'all' ? text.allRows : option}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p aria-live="polite" className="text-muted-foreground tabular-nums">
        {text.range(from, to, total)}
      </p>
      <Pagination
        page={page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={onPageChange}
        disabled={disabled}
      />
    </div>
  )
}
