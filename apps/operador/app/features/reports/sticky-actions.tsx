// A screen's primary action on a phone: held at the bottom, above the shell's bar of shortcuts, so
// the thumb finds it without scrolling; in the flow of the page on a wide screen. Its buttons share
// the row, the main action first.
import { cn } from '@cordillera/ui/lib/cn'
import type { ReactNode } from 'react'

export function StickyActions({
  children,
  className,
}: {
  children: ReactNode
  className?: string
}) {
  return (
    <div
      data-slot="sticky-actions"
      className={cn(
        'sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 *:flex-1 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:*:flex-none',
        className,
      )}
    >
      {children}
    </div>
  )
}
