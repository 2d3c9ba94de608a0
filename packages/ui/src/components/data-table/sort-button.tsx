// A sortable column's header: a button with the column's name and an arrow for the direction.
// The direction itself is announced by the header cell's aria-sort (WAI-ARIA sortable table).
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

export type SortButtonProps = {
  label: string
  direction: 'asc' | 'desc' | false
  onClick: (event: unknown) => void
  className?: string
}

export function SortButton({ label, direction, onClick, className }: SortButtonProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        '-mx-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {label}
      <Icon
        aria-hidden="true"
        className={cn('size-3.5 shrink-0', direction ? 'text-foreground' : 'text-muted-foreground')}
      />
    </button>
  )
}
