// The permission keys the catalogue knows: for seeding area profiles, validating user input and
// generating `PermissionKey` (scripts/generate-permission-keys.ts).
import type { PermissionKey } from '@cordillera/contracts'
import { routeCatalogue } from './catalogue.ts'
import { rowActions } from './row-actions.ts'

export const allKeys: readonly PermissionKey[] = [
  ...new Set<string>([
    ...routeCatalogue.map((route) => route.key),
    ...rowActions.map((action) => action.key),
  ]),
]
  .filter((key): key is PermissionKey => key !== '')
  .sort()

export function keysOfArea(area: string): PermissionKey[] {
  return allKeys.filter((key) => key.startsWith(`${area}/`))
}

/** For keys that arrive at run time (a CLI argument, a stored profile): typed ones need no check. */
export function isKnownKey(key: string): key is PermissionKey {
  return (allKeys as readonly string[]).includes(key)
}
