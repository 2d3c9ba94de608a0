// A record's estado as one of its fields: the badge and since when it holds ("desde 3 mar 2026,
// 10:15"), for the cards that list a request's or a report's fields.
import { EstadoBadge } from '@cordillera/ui/components/badge'
import type { DescriptionItem } from '@cordillera/ui/components/description-list'
import { formatDateTime } from '@cordillera/ui/format'

export function estadoItem(estado: string, desde: string): DescriptionItem {
  return {
    label: 'Estado',
    value: (
      <span className="flex flex-wrap items-center gap-2">
        <EstadoBadge estado={estado} />
        <span className="text-sm text-muted-foreground">desde {formatDateTime(desde)}</span>
      </span>
    ),
  }
}
