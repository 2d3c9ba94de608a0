// React Router's route manifest as a build writes it (build/client/assets/manifest-<hash>.js, the
// `window.__reactRouterManifest` object the browser loads before anything else), and what it says
// a route needs: its URL pattern and the files React Router loads to render it (the route module,
// its split client modules and their static imports, for the route and each of its parents).
// Read by the build's end (route preloads) and by the bundle benchmark (tooling/bundle-bench).
import { readdirSync, readFileSync } from 'node:fs'
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
