// Finding catalogue entries by name, by portal and by URL path, and building links to them.
import { type RouteName, type RouteOf, routeCatalogue } from './catalogue.ts'
import type { Portal, RouteEntry } from './route.ts'
import {
  type RowActionKeyOf,
  type RowActionOf,
  type RowActionRoute,
  rowActions,
} from './row-actions.ts'

const byName = new Map<string, RouteEntry>(routeCatalogue.map((entry) => [entry.name, entry]))

/** The entry of a route name the compiler knows; `routeByName('obras-agregar').key` is typed. */
export function routeByName<Name extends RouteName>(name: Name): RouteOf<Name> {
  const entry = byName.get(name)
  if (!entry) throw new Error(`Ruta desconocida en el catálogo: ${name}`)
  return entry as RouteOf<Name>
}

/** For names known only at run time (a router match id): `undefined` when it is no route. */
export function findRoute(name: string): RouteEntry | undefined {
  return byName.get(name)
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name)
}

export function routesOf(portal: Portal): RouteEntry[] {
  return routeCatalogue.filter((entry) => entry.portals.includes(portal))
}

/** The key a row action needs on a list route; a route or action the catalogue lacks fails typecheck. */
export function rowActionKey<Route extends RowActionRoute, Action extends RowActionOf<Route>>(
  route: Route,
  action: Action,
): RowActionKeyOf<Route, Action> {
  const found = rowActions.find((entry) => entry.route === route && entry.action === action)
  if (!found) throw new Error(`Acción desconocida: ${route}.${action}`)
  return found.key as RowActionKeyOf<Route, Action>
}

type ParamName<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? ParamName<Head> | ParamName<Rest>
  : Path extends `:${infer Name}`
    ? Name
    : never

/** The `:params` of route `Name`'s path, e.g. `'contratoId' | 'edpId'` for `edp-editar`. */
export type RouteParamName<Name extends RouteName> = ParamName<RouteOf<Name>['path']>

export type RouteParams<Name extends RouteName> = {
  readonly [Param in RouteParamName<Name>]: string | number
}

/** A link's query string; `undefined` and `null` values are left out. */
export type LinkQuery = Readonly<Record<string, string | number | boolean | null | undefined>>

type NoParams = { readonly [param: string]: never }

/** `href`'s arguments after the name: params are required exactly when the path has some. */
export type HrefArgs<Name extends RouteName> = [RouteParamName<Name>] extends [never]
  ? [params?: NoParams, query?: LinkQuery]
  : [params: RouteParams<Name>, query?: LinkQuery]

/**
 * The URL of a catalogue route: `href('obras-editar', { id })` → `/obras/7/editar`,
 * `href('obras', {}, { 'f.razonSocialId': id })` → `/obras?f.razonSocialId=…`. The name must be a
 * catalogue route and the params exactly its path's `:params`, so a renamed route or a missing
 * param fails typecheck instead of leading to the not-found page.
 */
export function href<Name extends RouteName>(
  name: Name,
  ...[params, query]: HrefArgs<Name>
): string {
  const values: Readonly<Record<string, string | number>> = params ?? {}
  const path = routeByName(name)
    .path.split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const value = values[segment.slice(1)]
      if (value === undefined) throw new Error(`Falta el parámetro ${segment.slice(1)} de ${name}`)
      return encodeURIComponent(String(value))
    })
    .join('/')
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const queryString = search.toString()
  return queryString === '' ? `/${path}` : `/${path}?${queryString}`
}

/**
 * The catalogue entry a URL path (no query) opens in a portal: exact segments beat parameters, so
 * `razones-sociales/agregar` is the create screen, not a detail with id "agregar".
 */
export function matchPath(
  portal: Portal,
  pathname: string,
): { route: RouteEntry; params: Record<string, string> } {
  const segments = pathname.split('/').filter(Boolean)
  let best: { route: RouteEntry; params: Record<string, string>; score: number } | undefined
  for (const route of routesOf(portal)) {
    if (route.path === '*') continue
    const pattern = route.path.split('/').filter(Boolean)
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    let score = 0
    let matches = true
    pattern.forEach((part, index) => {
      const segment = segments[index] ?? ''
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment)
      else if (part === segment) score += 1
      else matches = false
    })
    if (matches && (!best || score > best.score)) best = { route, params, score }
  }
  return best
    ? { route: best.route, params: best.params }
    : { route: routeByName('not-found') as RouteEntry, params: {} }
}
