// A link to a catalogue path without loading the catalogue: `knownPath('/login')` is checked
// against the catalogue's paths at compile time and costs nothing at run time, for the pages that
// show before the catalogue loads (sign-in, forgot password, the root error page). Every other
// link uses `href(name, params)`, which also fills in `:params`.
import type { CatalogueRoute } from './catalogue.ts'

type StaticPath<Path extends string> = Path extends `${string}:${string}` | '*' ? never : `/${Path}`

/** A catalogue path with no `:params`, with its leading slash: `'/'`, `'/login'`, `'/obras'`… */
export type KnownPath = StaticPath<CatalogueRoute['path']>

export function knownPath<const Path extends KnownPath>(path: Path): Path {
  return path
}
