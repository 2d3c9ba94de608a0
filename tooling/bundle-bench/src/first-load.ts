// What the browser downloads to render one route of a built React Router SPA, read from the
// build's own route manifest (build/client/assets/manifest-<hash>.js, the object React Router
// loads before anything else): the manifest file, the client entry and its imports, then, for
// the route and each of its parents, the route module, its split client modules (clientLoader,
// clientAction, …) and their static imports. Each file counts once.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

type ManifestRoute = {
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

export type Sizes = { raw: number; gzip: number; brotli: number }

export type RouteLoad = {
  id: string
  /** The URL pattern, e.g. '/razones-sociales/:id'. */
  path: string
  files: string[]
  js: Sizes
}

const MANIFEST_PREFIX = 'window.__reactRouterManifest='

/** Reads the route manifest of a client build directory (build/client) and its file name. */
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

/** Same settings as the build's precompression (packages/portal/src/pwa/precompress.ts). */
export function compressedSizes(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  }
}

function chainOf(manifest: RouteManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  for (let route = manifest.routes[id]; route; ) {
    chain.unshift(route)
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  }
  return chain
}

function routeFiles(route: ManifestRoute): string[] {
  const split = Object.entries(route)
    .filter(([key, value]) => /^(client\w+|hydrateFallback)Module$/.test(key) && value)
    .map(([, value]) => String(value))
  return [route.module, ...split, ...(route.imports ?? [])]
}

/** The URL pattern of a route: its ancestors' paths joined ('/' for the index). */
export function fullPath(manifest: RouteManifest, id: string): string {
  const segments = chainOf(manifest, id)
    .map((route) => route.path ?? '')
    .filter(Boolean)
  return `/${segments.join('/')}`
}

/** The JS files fetched to render a route on a cold start, in a stable order. */
export function firstLoadFiles(manifestFile: string, manifest: RouteManifest, id: string) {
  const files = [
    manifestFile,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...chainOf(manifest, id).flatMap(routeFiles),
  ]
  return [...new Set(files)]
}

/** Routes a user can open: every route no other route names as its parent. */
export function pageRoutes(manifest: RouteManifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId))
  return Object.keys(manifest.routes).filter((id) => !parents.has(id))
}

/** First-load JS of every page route of a client build, sizes per file computed once. */
export function measureBuild(clientDir: string): RouteLoad[] {
  const { file, manifest } = readRouteManifest(clientDir)
  const cache = new Map<string, Sizes>()
  const sizeOf = (url: string) => {
    let sizes = cache.get(url)
    if (!sizes) {
      sizes = compressedSizes(readFileSync(join(clientDir, url)))
      cache.set(url, sizes)
    }
    return sizes
  }
  return pageRoutes(manifest).map((id) => {
    const files = firstLoadFiles(file, manifest, id)
    const js = files.map(sizeOf).reduce(
      (total, sizes) => ({
        raw: total.raw + sizes.raw,
        gzip: total.gzip + sizes.gzip,
        brotli: total.brotli + sizes.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    )
    return { id, path: fullPath(manifest, id), files, js }
  })
}
