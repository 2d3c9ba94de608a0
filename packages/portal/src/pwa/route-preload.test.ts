import { EARLY_RESPONSES } from '@cordillera/data-client/early-response'
import { describe, expect, it } from 'vitest'
import type { RouteManifest } from './route-manifest.ts'
import {
  type EarlyRequests,
  routePreloadScript,
  routePreloadTable,
  withRoutePreloads,
} from './route-preload.ts'

const manifest: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/framework.js'] },
    login: { id: 'login', parentId: 'root', path: 'login', module: '/assets/login.js' },
    guarded: {
      id: 'guarded',
      parentId: 'root',
      module: '/assets/layout.js',
      clientLoaderModule: '/assets/layout-loader.js',
      imports: ['/assets/auth.js', '/assets/framework.js'],
    },
    home: { id: 'home', parentId: 'guarded', index: true, module: '/assets/home.js' },
    reports: {
      id: 'reports',
      parentId: 'guarded',
      path: 'operador/reports',
      module: '/assets/reports.js',
      imports: ['/assets/report-card.js'],
    },
    crear: {
      id: 'crear',
      parentId: 'guarded',
      path: 'operador/reports/crear',
      module: '/assets/crear.js',
      imports: ['/assets/form.js'],
    },
    editar: {
      id: 'editar',
      parentId: 'guarded',
      path: 'operador/reports/:id/editar',
      module: '/assets/editar.js',
      imports: ['/assets/form.js'],
    },
    detalle: {
      id: 'detalle',
      parentId: 'guarded',
      path: 'operador/reports/:id',
      module: '/assets/detalle.js',
    },
    dispositivos: {
      id: 'dispositivos',
      parentId: 'guarded',
      path: 'mis-dispositivos/:pagina?',
      module: '/assets/dispositivos.js',
    },
    notFound: { id: 'notFound', parentId: 'guarded', path: '*', module: '/assets/not-found.js' },
  },
}

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/framework.js"/><title>Operador</title></head><body></body></html>`

/** What every signed-in screen preloads first: the guarded layout's files. */
const LAYOUT_FILES = ['/assets/layout.js', '/assets/layout-loader.js', '/assets/auth.js']

type Link = { rel: string; href: string; fetchPriority?: string }

/** Runs the page's inline script at an address; answers the links it adds, in order. */
function linksAt(html: string, pathname: string, navigator: object = {}): Link[] {
  const script = /<script>(.*?)<\/script>/s.exec(html)?.[1]
  if (!script) throw new Error('no script')
  const added: Link[] = []
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: Link) => added.push(link) },
  }
  new Function('location', 'document', 'navigator', script)({ pathname }, document, navigator)
  expect(added.every((link) => link.rel === 'modulepreload')).toBe(true)
  return added
}

/** The hrefs the page's inline script preloads at an address, in order. */
const preloadsAt = (html: string, pathname: string, navigator: object = {}): string[] =>
  linksAt(html, pathname, navigator).map((link) => link.href)

describe('route preloads', () => {
  const html = withRoutePreloads(page, manifest)

  it("preloads a signed-in screen's files and its layout's, not those the page preloads", () => {
    expect(preloadsAt(html, '/operador/reports')).toEqual([
      ...LAYOUT_FILES,
      '/assets/reports.js',
      '/assets/report-card.js',
    ])
  })

  it('tells a text segment from a parameter, as the router does', () => {
    expect(preloadsAt(html, '/operador/reports/crear')).toContain('/assets/crear.js')
    // "crear" also fits `:id`: both are preloaded, a few bytes for never missing the right one.
    expect(preloadsAt(html, '/operador/reports/7f3a')).toEqual([
      ...LAYOUT_FILES,
      '/assets/detalle.js',
    ])
    expect(preloadsAt(html, '/operador/reports/7f3a/editar/')).toContain('/assets/editar.js')
  })

  it('handles the index, optional parameters and falls back to the catch-all', () => {
    expect(preloadsAt(html, '/')).toContain('/assets/home.js')
    expect(preloadsAt(html, '/login')).toEqual(['/assets/login.js'])
    expect(preloadsAt(html, '/mis-dispositivos')).toContain('/assets/dispositivos.js')
    expect(preloadsAt(html, '/mis-dispositivos/2')).toContain('/assets/dispositivos.js')
    expect(preloadsAt(html, '/no/existe')).toEqual([...LAYOUT_FILES, '/assets/not-found.js'])
  })

  it('lists each file once and groups routes that need the same files', () => {
    const table = routePreloadTable(
      {
        ...manifest,
        routes: {
          ...manifest.routes,
          wip1: { id: 'wip1', parentId: 'guarded', path: 'wip-1', module: '/assets/wip.js' },
          wip2: { id: 'wip2', parentId: 'guarded', path: 'wip-2', module: '/assets/wip.js' },
        },
      },
      new Set(['/assets/root.js']),
    )
    expect(new Set(table.files).size).toBe(table.files.length)
    expect(table.groups).toContainEqual([['/wip-1', '/wip-2'], expect.any(Array)])
  })

  it('runs before the stylesheet, which would hold a script back until it has downloaded', () => {
    const styled = page.replace(
      '</head>',
      '<link rel="stylesheet" href="/assets/root.css"/></head>',
    )
    const result = withRoutePreloads(styled, manifest)
    expect(result.indexOf('<script>')).toBeLessThan(result.indexOf('rel="stylesheet"'))
    expect(preloadsAt(result, '/login')).toEqual(['/assets/login.js'])
  })

  it('keeps the page as it was when no route needs more than it preloads', () => {
    const { root } = manifest.routes
    if (!root) throw new Error('no root')
    const bare: RouteManifest = { entry: manifest.entry, routes: { root } }
    expect(withRoutePreloads(page, bare)).toBe(page)
  })

  it('fetches what a route loads after its first paint after its own files, only from the network', () => {
    const later = { reports: ['/assets/checks.js', '/assets/zod.js', '/assets/report-card.js'] }
    const withLater = withRoutePreloads(page, manifest, undefined, later)
    expect(linksAt(withLater, '/operador/reports')).toEqual([
      ...[...LAYOUT_FILES, '/assets/reports.js', '/assets/report-card.js'].map((href) => ({
        rel: 'modulepreload',
        href,
      })),
      { rel: 'modulepreload', href: '/assets/checks.js' },
      { rel: 'modulepreload', href: '/assets/zod.js' },
    ])
    // A service worker serves the page: its cache answers them when they are imported.
    const served = { serviceWorker: { controller: {} } }
    expect(preloadsAt(withLater, '/operador/reports', served)).toEqual(
      preloadsAt(html, '/operador/reports'),
    )
    expect(preloadsAt(withLater, '/operador/reports/crear')).toEqual(
      preloadsAt(html, '/operador/reports/crear'),
    )
    expect(() => withRoutePreloads(page, manifest, undefined, { nope: ['/assets/x.js'] })).toThrow(
      'nope',
    )
  })

  it('cannot be broken out of by a file name', () => {
    const script = routePreloadScript({ files: ['/assets/</script>.js'], groups: [[['/'], [0]]] })
    expect(script).not.toContain('</script>')
  })
})

describe('early reads (decision 058)', () => {
  const early: EarlyRequests = {
    apiUrl: 'http://api.test/',
    userPoolClientId: 'client-1',
    routes: { reports: '/v1/operador/reports/hoy' },
  }
  const html = withRoutePreloads(page, manifest, early)
  const now = Date.UTC(2026, 10, 28, 12)
  const jwt = (claims: Record<string, unknown>) =>
    `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`
  const valid = jwt({ sub: 'u-1', exp: now / 1000 + 3600, 'cognito:username': 'operador' })
  const expired = jwt({ sub: 'u-1', exp: now / 1000 - 1 })
  const prefix = 'CognitoIdentityServiceProvider.client-1'

  /** Runs the page's script with a stored session; answers the reads it started. */
  function readsAt(pathname: string, stored: Record<string, string>, clock = now) {
    const script = /<script>(.*?)<\/script>/s.exec(html)?.[1]
    if (!script) throw new Error('no script')
    const sent: { url: string; headers: Record<string, string> }[] = []
    const window: Record<string, unknown> = {}
    const document = { createElement: () => ({}), head: { appendChild: () => undefined } }
    const localStorage = { getItem: (key: string) => stored[key] ?? null }
    const fetch = (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers })
      return Promise.resolve(new Response('{}'))
    }
    const DateNow = { now: () => clock }
    new Function('location', 'document', 'localStorage', 'fetch', 'window', 'Date', script)(
      { pathname },
      document,
      localStorage,
      fetch,
      window,
      DateNow,
    )
    return { sent, left: window[EARLY_RESPONSES] as Record<string, { token: string }> | undefined }
  }
  const session = (idToken: string, accessToken = idToken, extra: Record<string, string> = {}) => ({
    [`${prefix}.LastAuthUser`]: 'operador',
    [`${prefix}.operador.idToken`]: idToken,
    [`${prefix}.operador.accessToken`]: accessToken,
    ...extra,
  })

  it("starts the route's read with the stored id token and leaves it for the data client", () => {
    const { sent, left } = readsAt('/operador/reports', session(valid))
    expect(sent).toEqual([
      {
        url: 'http://api.test/v1/operador/reports/hoy',
        headers: { Accept: 'application/json', Authorization: `Bearer ${valid}` },
      },
    ])
    expect(left?.['http://api.test/v1/operador/reports/hoy']).toMatchObject({
      token: valid,
      at: now,
    })
  })

  it('asks nothing without a session, with an expired token, or on another route', () => {
    expect(readsAt('/operador/reports', {}).sent).toEqual([])
    expect(readsAt('/operador/reports', session(expired)).sent).toEqual([])
    expect(readsAt('/operador/reports', session(valid, expired)).sent).toEqual([])
    expect(readsAt('/operador/reports', session('not-a-jwt')).sent).toEqual([])
    expect(readsAt('/operador/reports/crear', session(valid)).sent).toEqual([])
    expect(readsAt('/login', session(valid)).sent).toEqual([])
  })

  it("counts a token expired by the device's recorded clock drift, 5 s early, as Amplify does", () => {
    const soon = jwt({ sub: 'u-1', exp: now / 1000 + 4 })
    expect(readsAt('/operador/reports', session(soon)).sent).toEqual([])
    const drifted = session(valid, valid, { [`${prefix}.operador.clockDrift`]: String(3_600_000) })
    expect(readsAt('/operador/reports', drifted).sent).toEqual([])
  })

  it('still preloads the files, and refuses a route or a path it cannot read early', () => {
    expect(preloadsAt(html, '/operador/reports')).toContain('/assets/reports.js')
    expect(() =>
      withRoutePreloads(page, manifest, { ...early, routes: { nope: '/v1/x' } }),
    ).toThrow('nope')
    expect(() =>
      withRoutePreloads(page, manifest, { ...early, routes: { editar: '/v1/reports/{id}' } }),
    ).toThrow('sin parámetros')
  })
})
