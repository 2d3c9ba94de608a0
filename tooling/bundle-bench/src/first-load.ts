// What the browser downloads to render one route of a built React Router SPA, read from the
// build's own route manifest (build/client/assets/manifest-<hash>.js, the object React Router
// loads before anything else): the manifest file, the client entry and its imports, then, for
// the route and each of its parents, the route module, its split client modules (clientLoader,
// clientAction, …) and their static imports. Each file counts once.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  fullPath,
  pageRoutes,
  type RouteManifest,
  readRouteManifest,
  routeChain,
  routeFiles,
} from '@cordillera/portal/route-manifest'

export type { RouteManifest }

export type Sizes = { raw: number; gzip: number; brotli: number }

export type RouteLoad = {
  id: string
  /** The URL pattern, e.g. '/razones-sociales/:id'. */
  path: string
  /** The route's id and its parents', root first: `['root', 'guarded', 'obras']`. */
  chain: string[]
  files: string[]
  js: Sizes
}

/** Same settings as the build's precompression (packages/portal/src/pwa/build-end.ts). */
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

/** The JS files fetched to render a route on a cold start, in a stable order. */
export function firstLoadFiles(manifestFile: string, manifest: RouteManifest, id: string) {
  const files = [
    manifestFile,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routeChain(manifest, id).flatMap(routeFiles),
  ]
  return [...new Set(files)]
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
    const chain = routeChain(manifest, id).map((route) => route.id)
    return { id, path: fullPath(manifest, id), chain, files, js }
  })
}
