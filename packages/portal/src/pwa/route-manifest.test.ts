import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type ManifestRoute,
  type RouteManifest,
  readRouteManifest,
  routeChain,
  routeFiles,
  slimRouteManifest,
  withoutParentsImports,
} from './route-manifest.ts'

const manifest: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/framework.js', '/assets/button.js'],
    },
    guarded: {
      id: 'guarded',
      parentId: 'root',
      module: '/assets/layout.js',
      clientLoaderModule: '/assets/layout-loader.js',
      imports: ['/assets/framework.js', '/assets/button.js', '/assets/auth.js'],
    },
    obras: {
      id: 'obras',
      parentId: 'guarded',
      path: 'obras',
      module: '/assets/obras.js',
      imports: [
        '/assets/entry.js',
        '/assets/framework.js',
        '/assets/button.js',
        '/assets/auth.js',
        '/assets/layout-loader.js',
        '/assets/table.js',
        '/assets/badge.js',
      ],
    },
  },
}

/** Every file a route needs: its chain's modules and imports, and the entry's. */
const needs = (m: RouteManifest, id: string) =>
  new Set([m.entry.module, ...m.entry.imports, ...routeChain(m, id).flatMap(routeFiles)])

describe('withoutParentsImports', () => {
  it('keeps under each route only what neither the entry nor its parents load', () => {
    const slim = withoutParentsImports(manifest)
    // The root's list is what <Scripts> preloads before hydration: left as React Router wrote it.
    expect(slim.routes.root?.imports).toEqual(['/assets/framework.js', '/assets/button.js'])
    expect(slim.routes.guarded?.imports).toEqual(['/assets/auth.js'])
    expect(slim.routes.obras?.imports).toEqual(['/assets/badge.js', '/assets/table.js'])
  })

  it('drops what React Router reads as its default: false flags, no styles, the dev-only export flag', () => {
    const flags = {
      hasAction: false,
      hasLoader: false,
      hasClientLoader: true,
      hasDefaultExport: true,
      hasErrorBoundary: false,
    }
    const slim = withoutParentsImports({
      ...manifest,
      routes: {
        ...manifest.routes,
        root: { ...manifest.routes.root, ...flags, css: [] } as ManifestRoute,
        guarded: { ...manifest.routes.guarded, ...flags, css: [] } as ManifestRoute,
        obras: { ...manifest.routes.obras, ...flags, css: ['/assets/obras.css'] } as ManifestRoute,
      },
    })
    expect(slim.routes.guarded).toEqual({
      id: 'guarded',
      parentId: 'root',
      module: '/assets/layout.js',
      clientLoaderModule: '/assets/layout-loader.js',
      imports: ['/assets/auth.js'],
      hasClientLoader: true,
    })
    expect(slim.routes.obras?.css).toEqual(['/assets/obras.css'])
    // The root as React Router wrote it.
    expect(slim.routes.root).toMatchObject({ hasAction: false, css: [], hasDefaultExport: true })
  })

  it('leaves what each route needs, over its chain, as it was', () => {
    const slim = withoutParentsImports(manifest)
    for (const id of Object.keys(manifest.routes)) {
      expect(needs(slim, id)).toEqual(needs(manifest, id))
    }
  })
})

describe('slimRouteManifest', () => {
  it('rewrites the build’s manifest file in the format React Router loads, and says what it saved', () => {
    const client = mkdtempSync(join(tmpdir(), 'manifest-'))
    mkdirSync(join(client, 'assets'))
    const file = join(client, 'assets/manifest-abc123.js')
    const original = `window.__reactRouterManifest=${JSON.stringify(manifest)};`
    writeFileSync(file, original)

    const saved = slimRouteManifest(client)

    const written = readFileSync(file, 'utf8')
    expect(saved).toBe(original.length - written.length)
    expect(saved).toBeGreaterThan(0)
    expect(readRouteManifest(client).manifest).toEqual(withoutParentsImports(manifest))
  })
})
