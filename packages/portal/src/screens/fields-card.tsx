// A card of a detail's label/value fields (the row's own, with who created and changed it under
// them, or another of its cards), apart from the detail's shell: a screen that shows fields
// without being a DetailScreen (a report's summary) loads only this.
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { type DescriptionItem, DescriptionList } from '@cordillera/ui/components/description-list'
import type { ReactNode } from 'react'
import { TrackingNote } from './screen-parts.tsx'

/** Who created and last changed a row: what the tracking line under its fields says. */
export type Tracked = Parameters<typeof TrackingNote>[0]

/**
 * A card of label/value fields: the detail's own (with the tracking line under them) or another
 * of its cards (the administrador de obra, the operator record). `items` null shows `empty`.
 */
export function FieldsCard({
  title,
  action,
  items,
  empty,
  tracking,
}: {
  /** None: the card is only its fields (a summary at the top of a page). */
  title?: ReactNode
  /** A button beside the title. */
  action?: ReactNode
  items: readonly DescriptionItem[] | null
  empty?: ReactNode
  tracking?: Tracked
}) {
  const content = [tracking ? 'grid gap-4' : '', title === undefined ? 'pt-6' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <Card>
      {title === undefined ? null : (
        <CardHeader
          className={
            action ? 'flex flex-row flex-wrap items-center justify-between gap-2' : undefined
          }
        >
          <CardTitle>{title}</CardTitle>
          {action}
        </CardHeader>
      )}
      <CardContent className={content || undefined}>
        {items ? (
          <DescriptionList items={items} />
        ) : (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
        {tracking ? <TrackingNote {...tracking} /> : null}
      </CardContent>
    </Card>
  )
}
