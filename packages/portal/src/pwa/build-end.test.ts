import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  connectOrigins,
  earlyRequestsOf,
  finishPortalBuild,
  moduleFiles,
  ORIGINS_FILE,
} from './build-end.ts'

describe('finishPortalBuild', () => {
  it('writes brotli and gzip copies that decompress to each text file, and the origins', async () => {
    const build = mkdtempSync(join(tmpdir(), 'portal-build-'))
    const assets = join(build, 'client', 'assets')
    mkdirSync(assets, { recursive: true })
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `obra ${i}`))}`
    writeFileSync(join(assets, 'app-abc123.js'), script)
    const manifest = {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root.js' },
        obras: { id: 'obras', parentId: 'root', path: 'obras', module: '/assets/app-abc123.js' },
      },
    }
    writeFileSync(
      join(assets, 'manifest-0f1e2d.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    )
    writeFileSync(
      join(build, 'client', 'index.html'),
      `<!doctype html><head></head>${'<p>Cordillera</p>'.repeat(50)}`,
    )
    writeFileSync(join(build, 'client', 'icon.png'), Buffer.alloc(2048, 7))

    await finishPortalBuild(build, {
      apiUrl: 'https://api.cordillera.cl/v1',
      cognito: { region: 'us-east-2' },
    })

    const brotli = readFileSync(join(assets, 'app-abc123.js.br'))
    expect(brotliDecompressSync(brotli).toString()).toBe(script)
    const html = readFileSync(join(build, 'client', 'index.html'), 'utf8')
    expect(html).toContain('"/assets/app-abc123.js"')
    expect(
      brotliDecompressSync(readFileSync(join(build, 'client', 'index.html.br'))).toString(),
    ).toBe(html)
    expect(gunzipSync(readFileSync(join(assets, 'app-abc123.js.gz'))).toString()).toBe(script)
    expect(readdirSync(join(build, 'client')).sort()).toEqual([
      'assets',
      'icon.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ])
    expect(JSON.parse(readFileSync(join(build, ORIGINS_FILE), 'utf8'))).toEqual({
      connect: ['https://api.cordillera.cl', 'https://cognito-idp.us-east-2.amazonaws.com'],
      // Without a storage origin the files are the API's own (the disk adapter's /v1/archivos).
      img: [],
    })
  })

  it('records the documents storage (VITE_STORAGE_ORIGIN) for connect-src and img-src', async () => {
    const build = mkdtempSync(join(tmpdir(), 'portal-build-'))
    mkdirSync(join(build, 'client', 'assets'), { recursive: true })
    writeFileSync(
      join(build, 'client', 'assets', 'manifest-1.js'),
      `window.__reactRouterManifest=${JSON.stringify({ entry: { module: '/e.js', imports: [] }, routes: {} })};`,
    )
    writeFileSync(join(build, 'client', 'index.html'), '<!doctype html><head></head>')

    await finishPortalBuild(build, {
      apiUrl: 'https://api.cordillera.cl',
      cognito: { region: 'sa-east-1' },
      // Given with a path or a trailing slash, only the origin counts.
      storageOrigin: 'https://cordillera-archivos.s3.sa-east-1.amazonaws.com/',
    })

    expect(JSON.parse(readFileSync(join(build, ORIGINS_FILE), 'utf8'))).toEqual({
      connect: [
        'https://api.cordillera.cl',
        'https://cognito-idp.sa-east-1.amazonaws.com',
        'https://cordillera-archivos.s3.sa-east-1.amazonaws.com',
      ],
      img: ['https://cordillera-archivos.s3.sa-east-1.amazonaws.com'],
    })
  })
})

describe('connectOrigins', () => {
  it('names the local user pool when the portal is built against it', () => {
    expect(
      connectOrigins({
        apiUrl: 'http://localhost:3000',
        cognito: { region: 'us-east-2', userPoolEndpoint: 'http://localhost:9229' },
      }),
    ).toEqual(['http://localhost:3000', 'http://localhost:9229'])
  })

  it('refuses a storage origin that is not a URL, naming the setting', () => {
    expect(() =>
      connectOrigins({
        apiUrl: 'https://api.cordillera.cl',
        cognito: { region: 'us-east-2' },
        storageOrigin: 'cordillera-archivos',
      }),
    ).toThrow(/VITE_STORAGE_ORIGIN/)
  })
})

describe('earlyRequestsOf', () => {
  const endpoints = {
    apiUrl: 'https://api.cordillera.cl',
    cognito: { region: 'us-east-2', userPoolClientId: 'client-1' },
  }

  it("reads with the build's API and user pool client, or not at all when nothing is declared", () => {
    expect(earlyRequestsOf(endpoints, { reports: '/v1/operador/reports/hoy' })).toEqual({
      apiUrl: 'https://api.cordillera.cl',
      userPoolClientId: 'client-1',
      routes: { reports: '/v1/operador/reports/hoy' },
    })
    expect(earlyRequestsOf(endpoints, undefined)).toBeUndefined()
    expect(earlyRequestsOf(endpoints, {})).toBeUndefined()
  })

  it('refuses to build early reads without the client whose session signs them', () => {
    expect(() =>
      earlyRequestsOf({ ...endpoints, cognito: { region: 'us-east-2' } }, { reports: '/v1/x' }),
    ).toThrow('userPoolClientId')
  })
})

describe('moduleFiles', () => {
  it("finds a module's file by its name and follows its static imports, not its dynamic ones", async () => {
    const client = mkdtempSync(join(tmpdir(), 'portal-client-'))
    const assets = join(client, 'assets')
    mkdirSync(assets)
    const files: Record<string, string> = {
      'mis-reports-calls-DVZ_X4q.js': `import{a as e,b as t}from"./pages-1018f6bc-Bj94nt7.js";import"./side-AbCd12e.js";export{e as x}`,
      'pages-1018f6bc-Bj94nt7.js': `import{c as n}from"./entry.client-WqvcbO2.js";const l=()=>import("./lazy-Zz9Yy8x.js");export{n as a,l as b}`,
      'side-AbCd12e.js': 'console.log(1)',
      'entry.client-WqvcbO2.js': 'export const c=1',
      'lazy-Zz9Yy8x.js': 'export const d=1',
      'mis-reports-Q1w2E3r.js': 'export const e=1',
      // What other pages need first, in a file of its own (portalChunks' later): not the module.
      'mis-reports-calls-early-Xy12_zK.js': 'export const f=1',
    }
    for (const [name, code] of Object.entries(files)) writeFileSync(join(assets, name), code)
    expect(await moduleFiles(client, 'mis-reports-calls')).toEqual([
      '/assets/mis-reports-calls-DVZ_X4q.js',
      '/assets/pages-1018f6bc-Bj94nt7.js',
      '/assets/side-AbCd12e.js',
      '/assets/entry.client-WqvcbO2.js',
    ])
    await expect(moduleFiles(client, 'nope')).rejects.toThrow('nope')
  })
})
