// A section of what a figure was computed from (an EDP line's movements, the days it did not
// bill, the reports it summed), as both the backoffice and the site client's phone show it: its
// heading and one item a line; nothing at all when it has no item.
import { cn } from '@cordillera/ui/lib/cn'
import type { ReactNode } from 'react'

export function EvidenceList<Item>({
  title,
  items,
  itemKey,
  itemClassName,
  gap = 'gap-1',
  children,
}: {
  title: ReactNode
  items: readonly Item[]
  itemKey: (item: Item) => string
  itemClassName?: string
  /** The space between items. */
  gap?: 'gap-0.5' | 'gap-1'
  children: (item: Item) => ReactNode
}) {
  if (items.length === 0) return null
  return (
    <section className="grid gap-1">
      <h4 className="font-medium">{title}</h4>
      <ul className={cn('grid', gap)}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  )
}
