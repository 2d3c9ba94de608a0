// The permission keys the catalogue knows: for seeding area profiles and validating user input.
import { routeCatalogue } from './catalogue.ts'
import { rowActions } from './row-actions.ts'

export const allKeys: readonly string[] = [
  ...new Set([
    ...routeCatalogue.map((route) => route.key),
    ...rowActions.map((action) => action.key),
  ]),
]
  .filter((key) => key !== '')
  .sort()

export function keysOfArea(area: string): string[] {
  return allKeys.filter((key) => key.startsWith(`${area}/`))
}

export function isKnownKey(key: string): boolean {
  return allKeys.includes(key)
}
