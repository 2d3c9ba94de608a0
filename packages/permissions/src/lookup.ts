// Finding catalogue entries by name, by portal and by URL path.
import { routeCatalogue } from './catalogue.ts'
import type { Portal, RouteEntry } from './route.ts'
import { rowActions } from './row-actions.ts'

const byName = new Map(routeCatalogue.map((entry) => [entry.name, entry]))

export function routeByName(name: string): RouteEntry {
  const entry = byName.get(name)
  if (!entry) throw new Error(`Ruta desconocida en el catálogo: ${name}`)
  return entry
}

export function routesOf(portal: Portal): RouteEntry[] {
  return routeCatalogue.filter((entry) => entry.portals.includes(portal))
}

/** The key a row action needs on a list route; throws for actions the catalogue lacks. */
export function rowActionKey(route: string, action: string): string {
  const found = rowActions.find((entry) => entry.route === route && entry.action === action)
  if (!found) throw new Error(`Acción desconocida: ${route}.${action}`)
  return found.key
}

/** Turns `obras/:id/editar` + `{ id: '7' }` into `/obras/7/editar`. */
export function hrefOf(name: string, params: Record<string, string> = {}): string {
  const path = routeByName(name)
    .path.split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const value = params[segment.slice(1)]
      if (value === undefined) throw new Error(`Falta el parámetro ${segment.slice(1)} de ${name}`)
      return encodeURIComponent(value)
    })
    .join('/')
  return `/${path}`
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
    : { route: routeByName('not-found'), params: {} }
}
