// A detail's history card (a contract's changes, an EDP's moves as staff and as the obra read
// them): the card titled "Historial" with its ordered list of entries, the words shown while it
// has none, and the dated row a wide screen lays out as a column of times beside the entries.
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { formatDateTime } from '@cordillera/ui/format'
import type { ReactNode } from 'react'

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
    <Card>
      <CardHeader>
        <CardTitle>Historial</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 && empty ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol className="grid gap-3" aria-label={label}>
            {entries.map(children)}
          </ol>
        )}
      </CardContent>
    </Card>
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
