// The query of a link to a list filtered by related rows (a detail's "ver todas" link): the
// filter names are the list route's own, so one the API does not filter by fails typecheck
// instead of being dropped silently from the URL (docs/permission-keys.md, typed keys and links).
import type { FiltersOf, ListRoute } from '@cordillera/contracts'
import type { LinkQuery } from '@cordillera/permissions'
import { FILTER_PREFIX } from '../table/url-table-state.ts'

/** `href('obras', {}, listFilterQuery<typeof listObrasRoute>({ razonSocialId }))`. */
export function listFilterQuery<Route extends ListRoute>(filters: FiltersOf<Route>): LinkQuery {
  const entries: [string, string | undefined][] = Object.entries(filters)
  return Object.fromEntries(entries.map(([name, value]) => [`${FILTER_PREFIX}${name}`, value]))
}
