// A detail's card of a list of things (an asset's movements and documents, an incident's photos,
// an EDP's history and previous revisions): its title, the list of entries and the words shown
// while it has none. HistoryCard is the one titled "Historial".
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import type { ReactNode } from 'react'

export function ItemsCard<Item>({
  title,
  items,
  label,
  empty,
  ordered = false,
  className = 'grid gap-3',
  children,
}: {
  title: ReactNode
  /** In the order they are shown. */
  items: readonly Item[]
  /** The list's name for screen readers. */
  label?: string
  /** What is said while there is none; without it an empty list is shown. */
  empty?: string
  /** An ordered list (`<ol>`: a history, movements by date). */
  ordered?: boolean
  /** The list's layout. */
  className?: string
  /** One entry: an `<li>` with its key. */
  children: (item: Item, index: number) => ReactNode
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 && empty ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <List className={className} aria-label={label}>
            {items.map(children)}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
