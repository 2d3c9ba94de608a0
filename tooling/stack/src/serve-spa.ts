// Serves a built portal (React Router SPA mode: build/client) the way a CDN would: each file in the
// encoding the browser accepts (the build writes .br and .gz beside every compressible file),
// hashed assets cached for a year, index.html for every other path so client routes work, and the
// security headers of docs/decisions/012-compressed-assets-and-a-light-login.md (and the
// Permissions-Policy of decision 038) on every answer.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createSecureServer } from 'node:http2'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'

export type SpaServer = { url: string; close(): Promise<void> }

export type SpaOptions = {
  /**
   * Origins the portal calls besides its own (its API, its user pool, the documents' storage), for
   * the CSP's connect-src. Default: what the build recorded in `<build>/portal-origins.json` (see
   * ORIGINS_FILE).
   */
  connectOrigins?: readonly string[]
  /** Origins its images may come from besides its own (the documents' storage); same default. */
  imageOrigins?: readonly string[]
  /**
   * Serve over TLS with HTTP/2 (and HTTP/1.1 for clients without it), as a CDN does: one
   * connection carries every file at once instead of HTTP/1.1's six at a time. Used by the
   * first-load benchmarks (tls.ts makes a certificate for localhost).
   */
  tls?: { key: string; cert: string }
}

/**
 * Written by the portal build next to build/client:
 * `{ "connect": ["https://api…", …], "img": ["https://<bucket>.s3…"] }`.
 */
export const ORIGINS_FILE = 'portal-origins.json'

/**
 * No device feature for the page nor anything it embeds: no portal uses one (the operator's
 * signature is drawn on a canvas, files come from a file input, which needs no permission). A
 * portal that comes to need one allows it to `self` only, e.g. `camera=(self)`. Only features
 * Chromium knows: it warns in the console about any other.
 */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

// Preference order when the browser accepts several: brotli is ~12 % smaller than gzip here.
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Which of our encodings an Accept-Encoding header allows (q=0 refuses one; `*` allows any). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  const refused = new Set<string>()
  let wildcard = false
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (!token) continue
    if (weight <= 0) refused.add(token)
    else if (token === '*') wildcard = true
    else if (encodings.some(({ name }) => name === token)) accepted.add(token)
  }
  if (wildcard) for (const { name } of encodings) if (!refused.has(name)) accepted.add(name)
  for (const name of refused) accepted.delete(name)
  return accepted
}

/** SHA-256 sources of the inline scripts of an HTML page (theme, React Router's boot script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? ''
    if (body) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return hashes
}

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  connect: readonly string[],
  images: readonly string[] = [],
) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // The kit's toasts and overlays add <style> elements and style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function recordedOrigins(root: string): { connect: string[]; img: string[] } {
  const file = join(root, '..', ORIGINS_FILE)
  if (!existsSync(file)) return { connect: [], img: [] }
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as { connect?: unknown; img?: unknown }
  const origins = (list: unknown) =>
    Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : []
  return { connect: origins(recorded.connect), img: origins(recorded.img) }
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

export function createSpaApp(root: string, options: SpaOptions = {}): Hono {
  const base = resolve(root)
  const recorded = recordedOrigins(base)
  const connect = options.connectOrigins ?? recorded.connect
  const images = options.imageOrigins ?? recorded.img
  const app = new Hono()

  // The policy follows index.html's inline scripts, re-read when the file changes (a rebuild).
  let policy = { key: '', value: contentSecurityPolicy([], connect, images) }
  async function currentPolicy(): Promise<string> {
    const index = join(base, 'index.html')
    const info = await stat(index).catch(() => undefined)
    const key = info ? `${info.mtimeMs}:${info.size}` : ''
    if (key !== policy.key) {
      const html = info ? await readFile(index, 'utf8') : ''
      policy = { key, value: contentSecurityPolicy(inlineScriptHashes(html), connect, images) }
    }
    return policy.value
  }

  app.use('*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', await currentPolicy())
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Permissions-Policy', permissionsPolicy)
  })

  async function sendFile(path: string, acceptEncoding: string | undefined, cache: string) {
    const accepted = acceptedEncodings(acceptEncoding)
    let body: Buffer | undefined
    let encoding: string | undefined
    for (const { name, suffix } of encodings) {
      if (accepted.has(name) && (await isFile(path + suffix))) {
        body = await readFile(path + suffix)
        encoding = name
        break
      }
    }
    body ??= await readFile(path)
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(body.length),
      'Cache-Control': cache,
      // Caches must keep one copy per encoding, whether or not this answer was compressed.
      Vary: 'Accept-Encoding',
    }
    if (encoding) headers['Content-Encoding'] = encoding
    return { body, headers }
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let path: string
    try {
      path = decodeURIComponent(c.req.path)
    } catch {
      return c.notFound()
    }
    const file = normalize(join(base, path))
    // Hashed build output never changes under its name; everything else is revalidated.
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
    let target: string | undefined
    if ((file === base || file.startsWith(base + sep)) && (await isFile(file))) target = file
    // A missing file with an extension is a real 404, not a client route.
    else if (/\.[a-z0-9]+$/i.test(path)) return c.notFound()
    else target = join(base, 'index.html')
    const { body, headers } = await sendFile(
      target,
      c.req.header('accept-encoding'),
      target === file ? cache : 'no-cache',
    )
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(new Uint8Array(body), 200, headers)
  })
  return app
}

export function serveSpa(
  root: string,
  port: number,
  host = '127.0.0.1',
  options: SpaOptions = {},
): Promise<SpaServer> {
  const app = createSpaApp(root, options)
  const { tls } = options
  const transport = tls
    ? {
        createServer: createSecureServer,
        serverOptions: { key: tls.key, cert: tls.cert, allowHTTP1: true },
      }
    : {}
  return new Promise((resolve, reject) => {
    const server: ServerType = serve(
      { fetch: app.fetch, port, hostname: host, ...transport },
      (info) =>
        resolve({
          url: `${tls ? 'https' : 'http'}://localhost:${info.port}`,
          close: () => new Promise((done) => server.close(() => done())),
        }),
    )
    server.once('error', reject)
  })
}
