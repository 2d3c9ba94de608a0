// A record's fields on its detail page: label above value in a responsive grid (one column on a
// phone, up to three on a wide screen). Empty values show a dash, so a blank is never mistaken
// for a page that did not load.
import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

export type DescriptionItem = {
  label: string
  value: ReactNode
  /** Spans the whole row (addresses, long descriptions). */
  wide?: boolean
}

export type DescriptionListProps = {
  items: readonly DescriptionItem[]
  className?: string
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === ''

export function DescriptionList({ items, className }: DescriptionListProps) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <div key={item.label} className={cn('grid gap-1', item.wide && 'sm:col-span-full')}>
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="break-words">{isEmpty(item.value) ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
