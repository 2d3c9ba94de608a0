// React Router's route manifest as a build writes it (build/client/assets/manifest-<hash>.js, the
// `window.__reactRouterManifest` object the browser loads before anything else), and what it says
// a route needs: its URL pattern and the files React Router loads to render it (the route module,
// its split client modules and their static imports, for the route and each of its parents).
// Read by the build's end (route preloads) and by the bundle benchmark (tooling/bundle-bench).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type ManifestRoute = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
  css?: string[]
  /** Split route modules: clientLoaderModule, clientActionModule, hydrateFallbackModule… */
  [key: string]: unknown
}

export type RouteManifest = {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

const MANIFEST_PREFIX = 'window.__reactRouterManifest='

/** Reads the route manifest of a client build directory (build/client) and its URL. */
export function readRouteManifest(clientDir: string): { file: string; manifest: RouteManifest } {
  const name = readdirSync(join(clientDir, 'assets')).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  )
  if (!name) throw new Error(`No hay manifest de React Router en ${clientDir}/assets`)
  const source = readFileSync(join(clientDir, 'assets', name), 'utf8').trim()
  if (!source.startsWith(MANIFEST_PREFIX)) {
    throw new Error(`Formato de manifest desconocido: ${name}`)
  }
  const json = source.slice(MANIFEST_PREFIX.length).replace(/;$/, '')
  return { file: `/assets/${name}`, manifest: JSON.parse(json) as RouteManifest }
}

/**
 * The manifest without what a route's parents already load: React Router lists under each route
 * every file its module imports, the client entry's and its parents' included (46 files a route
 * on average in the backoffice, 10 KB gzip of the 13 KB every page downloads first). A route's
 * parents are on screen before it (the root is left as it is), and React Router reads a route's `imports` only to prefetch a
 * route a link points to, so those entries are repeats. What a route needs, the union over its
 * chain (`routeChain` + `routeFiles`), is the same before and after. The rest is sorted by name,
 * which React Router does not depend on: sibling routes' lists then repeat the same runs of names,
 * which gzip compresses (0.9 KB less on the backoffice's 113 routes).
 */
export function withoutParentsImports(manifest: RouteManifest): RouteManifest {
  const entry = new Set([manifest.entry.module, ...manifest.entry.imports])
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => {
      const loaded = new Set(entry)
      for (const parent of routeChain(manifest, id).slice(0, -1)) {
        for (const file of routeFiles(parent)) loaded.add(file)
      }
      // The root stays as React Router wrote it: before hydration its <Scripts> renders the
      // entry's and the root's files as preloads, which must match the prerendered index.html.
      if (!route.parentId) return [id, route]
      const imports = route.imports?.filter((file) => !loaded.has(file)).sort()
      return [id, withoutDefaults({ ...route, imports })]
    }),
  )
  return { ...manifest, routes }
}

/**
 * A route's entry without what React Router reads as its default: the `has…` flags that are
 * false (a client build reads them only as true or not), an empty `css` list, and
 * `hasDefaultExport`, which only the dev server reads. 0.2 KB gzip of every page's first load in
 * the backoffice.
 */
function withoutDefaults(route: ManifestRoute): ManifestRoute {
  return Object.fromEntries(
    Object.entries(route).filter(
      ([key, value]) =>
        value !== false &&
        value !== undefined &&
        key !== 'hasDefaultExport' &&
        !(key === 'css' && Array.isArray(value) && value.length === 0),
    ),
  ) as ManifestRoute
}

/** Rewrites a client build's route manifest without its parents' imports; returns the bytes saved. */
export function slimRouteManifest(clientDir: string): number {
  const { file, manifest } = readRouteManifest(clientDir)
  const path = join(clientDir, file)
  const before = readFileSync(path, 'utf8').trim()
  const after = `${MANIFEST_PREFIX}${JSON.stringify(withoutParentsImports(manifest))};`
  writeFileSync(path, after)
  return before.length - after.length
}

/** A route and its parents, root first. */
export function routeChain(manifest: RouteManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  for (let route = manifest.routes[id]; route; ) {
    chain.unshift(route)
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  }
  return chain
}

/** One route's own files: its module, its split client modules, their static imports. */
export function routeFiles(route: ManifestRoute): string[] {
  const split = Object.entries(route)
    .filter(([key, value]) => /^(client\w+|hydrateFallback)Module$/.test(key) && value)
    .map(([, value]) => String(value))
  return [route.module, ...split, ...(route.imports ?? [])]
}

/** The URL pattern of a route: its ancestors' paths joined ('/' for the index). */
export function fullPath(manifest: RouteManifest, id: string): string {
  const segments = routeChain(manifest, id)
    .map((route) => route.path ?? '')
    .filter(Boolean)
  return `/${segments.join('/')}`
}

/** Routes a user can open: every route no other route names as its parent. */
export function pageRoutes(manifest: RouteManifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId))
  return Object.keys(manifest.routes).filter((id) => !parents.has(id))
}
