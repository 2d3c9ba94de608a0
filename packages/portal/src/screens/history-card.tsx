// A detail's history card (a contract's changes, an EDP's moves as staff and as the obra read
// them): the card titled "Historial" with its ordered list of entries, the words shown while it
// has none, and the dated row a wide screen lays out as a column of times beside the entries.
import { formatDateTime } from '@cordillera/ui/format'
import type { ReactNode } from 'react'
import { ItemsCard } from './items-card.tsx'

export function HistoryCard<Entry>({
  entries,
  label,
  empty,
  children,
}: {
  /** In the order they are shown. */
  entries: readonly Entry[]
  /** The list's name for screen readers. */
  label?: string
  /** What is said while there is no entry; without it an empty list is shown. */
  empty?: string
  /** One entry: an `<li>` with its key. */
  children: (entry: Entry, index: number) => ReactNode
}) {
  return (
    <ItemsCard title="Historial" items={entries} label={label} empty={empty} ordered>
      {children}
    </ItemsCard>
  )
}

/** An entry of a history as a row: its date and time, then what happened and who did it. */
export function HistoryRow({ at, children }: { at: string; children: ReactNode }) {
  return (
    <li className="grid gap-0.5 text-sm sm:grid-cols-[10rem_1fr] sm:gap-3">
      <span className="whitespace-nowrap text-muted-foreground tabular-nums">
        {formatDateTime(at)}
      </span>
      {children}
    </li>
  )
}
