// Page navigation: first, previous, next and last buttons around "Página 2 de 50". Buttons carry
// Spanish names (they only show arrows) and are disabled, not hidden, at either end so the
// controls never move under the pointer.
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { cn } from '../lib/cn.ts'
import { table as tableText } from '../locale/es-cl/table.ts'
import { Button } from './button.tsx'

const text = tableText

export type PaginationProps = {
  /** Current page, from 1. */
  page: number
  /** Number of pages (at least 1). */
  pageCount: number
  onPageChange: (page: number) => void
  /** Disables every button, e.g. while the next page loads. */
  disabled?: boolean
  className?: string
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  disabled = false,
  className,
}: PaginationProps) {
  const last = Math.max(1, pageCount)
  const current = Math.min(Math.max(1, page), last)
  const atStart = disabled || current <= 1
  const atEnd = disabled || current >= last

  const pageButton = (label: string, Icon: typeof ChevronLeft, to: number, off: boolean) => (
    <Button
      variant="outline"
      size="icon"
      className="size-8"
      aria-label={label}
      disabled={off}
      onClick={() => onPageChange(to)}
    >
      <Icon aria-hidden="true" />
    </Button>
  )

  return (
    <nav aria-label={text.pagination} className={cn('flex items-center gap-1', className)}>
      {pageButton(text.firstPage, ChevronsLeft, 1, atStart)}
      {pageButton(text.previousPage, ChevronLeft, current - 1, atStart)}
      <span className="px-2 text-sm whitespace-nowrap tabular-nums">
        {text.pageOf(current, last)}
      </span>
      {pageButton(text.nextPage, ChevronRight, current + 1, atEnd)}
      {pageButton(text.lastPage, ChevronsRight, last, atEnd)}
    </nav>
  )
}
