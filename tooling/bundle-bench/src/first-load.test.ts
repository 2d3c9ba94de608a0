import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { measureBuild, type RouteManifest } from './first-load.ts'

const manifest: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/framework.js'] },
    login: {
      id: 'login',
      parentId: 'root',
      path: 'login',
      module: '/assets/login.js',
      clientLoaderModule: '/assets/login-loader.js',
      imports: ['/assets/form.js'],
    },
    guarded: {
      id: 'guarded',
      parentId: 'root',
      module: '/assets/layout.js',
      imports: ['/assets/auth.js'],
    },
    obras: {
      id: 'obras',
      parentId: 'guarded',
      path: 'obras/:id',
      module: '/assets/obras.js',
      imports: ['/assets/table.js', '/assets/auth.js'],
    },
  },
}

function writeBuild(): string {
  const client = mkdtempSync(join(tmpdir(), 'bench-'))
  mkdirSync(join(client, 'assets'))
  writeFileSync(
    join(client, 'assets/manifest-abc123.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  )
  const files = ['entry', 'framework', 'root', 'login', 'login-loader', 'form', 'layout', 'auth']
  for (const name of [...files, 'obras', 'table']) {
    writeFileSync(join(client, `assets/${name}.js`), `export const ${name.replace('-', '')} = 1`)
  }
  return client
}

describe('measureBuild', () => {
  it("counts the manifest, the entry and each route's chain once, not other routes' files", () => {
    const routes = measureBuild(writeBuild())
    expect(routes.map((route) => route.id)).toEqual(['login', 'obras'])
    const login = routes.find((route) => route.id === 'login')
    expect(login?.path).toBe('/login')
    expect(login?.files).toEqual([
      '/assets/manifest-abc123.js',
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/login.js',
      '/assets/login-loader.js',
      '/assets/form.js',
    ])
    const obras = routes.find((route) => route.id === 'obras')
    expect(obras?.path).toBe('/obras/:id')
    expect(obras?.chain).toEqual(['root', 'guarded', 'obras'])
    expect(obras?.files).toEqual([
      '/assets/manifest-abc123.js',
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/layout.js',
      '/assets/auth.js',
      '/assets/obras.js',
      '/assets/table.js',
    ])
  })

  it('adds up raw and gzip sizes of those files', () => {
    const client = writeBuild()
    const login = measureBuild(client).find((route) => route.id === 'login')
    const manifestBytes = `window.__reactRouterManifest=${JSON.stringify(manifest)};`
    const raw = ['entry', 'framework', 'root', 'login', 'login-loader', 'form'].reduce(
      (total, name) => total + `export const ${name.replace('-', '')} = 1`.length,
      manifestBytes.length,
    )
    expect(login?.js.raw).toBe(raw)
    expect(login?.js.gzip).toBeGreaterThan(gzipSync('x').length * 7)
  })
})
