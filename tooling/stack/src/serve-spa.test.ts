import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  acceptedEncodings,
  createSpaApp,
  ORIGINS_FILE,
  permissionsPolicy,
  serveSpa,
} from './serve-spa.ts'
import { localhostCertificate } from './tls.ts'

const themeScript = 'document.documentElement.classList.add("dark")'
const indexHtml = `<!doctype html><title>portal</title><script>${themeScript}</script><script type="module" src="/assets/app-abc123.js"></script>`
const script = `console.log(${JSON.stringify('cordillera '.repeat(200))})`
/** Where a portal built with VITE_STORAGE_ORIGIN sends and fetches documents' bytes (S3). */
const bucket = 'https://cordillera-archivos.s3.sa-east-1.amazonaws.com'

describe('createSpaApp', () => {
  let root: string
  beforeAll(() => {
    const build = mkdtempSync(join(tmpdir(), 'spa-'))
    root = join(build, 'client')
    mkdirSync(join(root, 'assets'), { recursive: true })
    writeFileSync(join(root, 'index.html'), indexHtml)
    writeFileSync(join(root, 'assets', 'app-abc123.js'), script)
    writeFileSync(join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(script))
    writeFileSync(join(root, 'assets', 'app-abc123.js.gz'), gzipSync(script))
    writeFileSync(join(root, 'assets', 'plain-def456.css'), 'body{}')
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    writeFileSync(
      join(build, ORIGINS_FILE),
      JSON.stringify({
        connect: ['http://localhost:3000', 'http://localhost:9229', bucket],
        img: [bucket],
      }),
    )
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    createSpaApp(root).request(path, { headers })

  it('answers client routes with index.html, never cached', async () => {
    const response = await get('/razones-sociales/agregar')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>portal</title>')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('serves hashed assets with a long-lived cache', async () => {
    const response = await get('/assets/app-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('answers a missing file with 404 instead of the app', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404)
  })

  it('keeps the service worker revalidated on every load', async () => {
    const response = await get('/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('sends the brotli copy to a browser that accepts br, decompressing to the file', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBeLessThan(script.length)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script)
  })

  it('sends the file itself without Accept-Encoding, or when no copy exists', async () => {
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(script)
    const noCopy = await get('/assets/plain-def456.css', { 'Accept-Encoding': 'br' })
    expect(noCopy.headers.get('content-encoding')).toBeNull()
    expect(await noCopy.text()).toBe('body{}')
  })

  it('sends the security headers on pages, assets and 404s', async () => {
    for (const path of ['/', '/assets/app-abc123.js', '/assets/missing.js']) {
      const headers = (await get(path)).headers
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(headers.get('permissions-policy')).toBe(permissionsPolicy)
    }
  })

  it('refuses every device feature to the page and to anything it embeds', () => {
    const features = Object.fromEntries(
      permissionsPolicy.split(', ').map((entry) => entry.split('=') as [string, string]),
    )
    // No portal uses them today (the signature is drawn on a canvas; files come from a file input).
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen']) {
      expect(features[feature]).toBe('()')
    }
    expect(Object.values(features).every((allow) => allow === '()')).toBe(true)
  })

  it("allows the page's own scripts, its inline scripts by hash, its API, user pool and storage", async () => {
    const policy = (await get('/login')).headers.get('content-security-policy') ?? ''
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    )
    const hash = createHash('sha256').update(themeScript).digest('base64')
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${hash}'`])
    expect(directives['connect-src']).toEqual([
      "'self'",
      'http://localhost:3000',
      'http://localhost:9229',
      bucket,
    ])
    // A report's signature is shown straight from the storage (the backoffice's <img>).
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', bucket])
  })
})

describe('serveSpa over TLS', () => {
  it('answers over HTTP/2 with its certificate for localhost, the same files as over HTTP/1.1', async () => {
    const root = mkdtempSync(join(tmpdir(), 'spa-tls-'))
    writeFileSync(join(root, 'index.html'), indexHtml)
    const tls = await localhostCertificate()
    const server = await serveSpa(root, 0, '127.0.0.1', { tls })
    try {
      expect(server.url).toMatch(/^https:\/\/localhost:/)
      const { port } = new URL(server.url)
      const session = connect(`https://127.0.0.1:${port}`, {
        ca: tls.cert,
        servername: 'localhost',
      })
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/obras/42' })
        let status = 0
        let body = ''
        stream.on('response', (headers) => {
          status = Number(headers[':status'])
        })
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => {
          body += chunk
        })
        stream.on('end', () => resolve({ status, body }))
        stream.on('error', reject)
      })
      session.close()
      expect(answer).toEqual({ status: 200, body: indexHtml })
    } finally {
      await server.close()
    }
  })
})

describe('acceptedEncodings', () => {
  it('reads quality values and the wildcard', () => {
    expect([...acceptedEncodings('gzip;q=0.5, br')].sort()).toEqual(['br', 'gzip'])
    expect([...acceptedEncodings('*, gzip;q=0')]).toEqual(['br'])
    expect([...acceptedEncodings('identity')]).toEqual([])
    expect([...acceptedEncodings(undefined)]).toEqual([])
  })
})
