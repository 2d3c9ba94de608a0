import { createHash } from 'node:crypto'
import { defineRoute } from '@cordillera/contracts'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from './app.ts'
import type { Database } from './db/database.ts'
import { registerRoute } from './http/register-route.ts'
import { openTestDatabase, testConfig, testDeps } from './testing/test-deps.ts'

const failingRoute = defineRoute({
  method: 'get',
  path: '/v1/test/falla',
  summary: 'Ruta de prueba que falla',
  tags: ['test'],
  permission: null,
  responses: { 200: { description: 'nunca', schema: z.object({}) } },
})

let database: Database
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await openTestDatabase()
  app = createApp(testDeps(database))
  registerRoute(app, failingRoute, () => {
    throw new Error('relation "secreto" does not exist at 10.0.0.5')
  })
}, 180_000)
afterAll(() => database?.close())

describe('system routes', () => {
  it('GET /health checks the database', async () => {
    const res = await app.request('/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('GET /health answers 503 when the database does not', async () => {
    const brokenDb = { execute: () => Promise.reject(new Error('connection refused')) }
    const broken = createApp({
      ...testDeps(database),
      db: brokenDb as unknown as Database['db'],
      pingDatabase: undefined,
    })
    const res = await broken.request('/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'error', database: 'error' })
  })

  it('GET /health answers 503 when the database is closed', async () => {
    const closed = await openTestDatabase()
    const withClosed = createApp(testDeps(closed))
    expect((await withClosed.request('/health')).status).toBe(200)
    await closed.close()
    const res = await withClosed.request('/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'error', database: 'error' })
  })

  it('GET /openapi.json documents /v1/me with its permission', async () => {
    const res = await app.request('/openapi.json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toContain('/v1/me')
    expect(Object.keys(doc.paths)).toContain('/health')
  })

  it('GET /docs serves the Swagger UI page and its local assets', async () => {
    const res = await app.request('/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const html = await res.text()
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js')
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/)
    const bundle = await app.request('/docs/assets/swagger-ui-bundle.js')
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toMatch(/javascript/)
  })

  it('answers an unknown route with a JSON 404', async () => {
    const res = await app.request('/no-existe')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'no_encontrado', message: 'La ruta solicitada no existe.' },
    })
  })
})

describe('errors and CORS', () => {
  it('answers an unexpected failure with a JSON 500 that leaks nothing but an error id', async () => {
    const logged: string[] = []
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) })
    const logging = createApp(testDeps(database, { logger }))
    registerRoute(logging, failingRoute, () => {
      throw new Error('relation "secreto" does not exist at 10.0.0.5')
    })
    const res = await logging.request('/v1/test/falla')
    expect(res.status).toBe(500)
    const text = await res.text()
    const body = JSON.parse(text) as { error: { code: string; message: string; id: string } }
    expect(body.error).toEqual({
      code: 'error_interno',
      id: expect.stringMatching(/^[0-9A-F]{10}$/),
      message: `Ocurrió un error inesperado. Intente nuevamente en unos minutos; si se repite, informe el código ${body.error.id}.`,
    })
    expect(text).not.toMatch(/secreto|10\.0\.0\.5|at |\.ts/)
    // The details are in the log, under the id the caller was given.
    const entry = logged
      .map((line) => JSON.parse(line))
      .find((line) => line.errorId === body.error.id)
    expect(entry?.err?.message).toContain('secreto')
    expect(entry?.err?.stack).toContain('app.test.ts')
  })

  it('accepts the portals from localhost and from 127.0.0.1 in development', async () => {
    for (const origin of [
      'http://localhost:3001',
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3003',
    ]) {
      const res = await app.request('/v1/me', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      })
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin)
    }
    // A deployment's list is its own: the development names are not added to it.
    const deployed = createApp(
      testDeps(database, {
        config: testConfig({ CORS_ORIGINS: 'https://backoffice.cordillera.cl' }),
      }),
    )
    const fromLocal = await deployed.request('/health', {
      headers: { Origin: 'http://127.0.0.1:3001' },
    })
    expect(fromLocal.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets the portals call it from their origins only', async () => {
    const preflight = (origin: string) =>
      app.request('/v1/me', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      })
    const allowed = await preflight('http://localhost:3002')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3002')
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
    const other = await preflight('https://evil.example')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('security headers', () => {
  const expectApiHeaders = (res: Response, what: string) => {
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
    expect(res.headers.get('referrer-policy'), what).toBe('no-referrer')
    expect(res.headers.get('x-frame-options'), what).toBe('DENY')
    expect(res.headers.get('cross-origin-resource-policy'), what).toBe('same-origin')
    // No browser feature for a page of the API (JSON, files, /docs): each one denied to all.
    const policy = res.headers.get('permissions-policy') ?? ''
    const denied = policy.split(', ').map((directive) => directive.replace(/=\(\)$/, ''))
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      expect(denied, `${what}: ${feature}`).toContain(feature)
    }
    expect(
      policy.split(', ').every((directive) => directive.endsWith('=()')),
      what,
    ).toBe(true)
  }

  it('on every answer: success, error, 404 and preflight; JSON may not run or be framed', async () => {
    const answers = {
      health: await app.request('/health'),
      unauthenticated: await app.request('/v1/me'),
      failure: await app.request('/v1/test/falla'),
      notFound: await app.request('/no-existe'),
      preflight: await app.request('/v1/me', {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:3001', 'Access-Control-Request-Method': 'GET' },
      }),
    }
    for (const [what, res] of Object.entries(answers)) {
      expectApiHeaders(res, what)
      expect(res.headers.get('content-security-policy'), what).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })

  it('/docs has its own policy: its bundle and start-up script run, nothing from elsewhere', async () => {
    const res = await app.request('/docs')
    expectApiHeaders(res, '/docs')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toMatch(/https?:|\*|unsafe-eval/)
    // The hash is of the page's inline script exactly: a change to one without the other would
    // leave Swagger UI blank.
    const html = await res.text()
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(inline).digest('base64')
    expect(csp).toContain(`'sha256-${hash}'`)
  })
})

describe('request body limit', () => {
  const big = JSON.stringify({ nombre: 'x'.repeat(1024 * 1024 + 1) })
  const refused = {
    error: {
      code: 'entrada_invalida',
      message: 'El cuerpo de la solicitud supera el máximo de 1 MB.',
    },
  }

  it('413 before reading a body that says it is too big', async () => {
    const res = await app.request('/v1/me', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual(refused)
  })

  it('413 for a chunked body (no Content-Length) once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless unless the server stops reading: it must give up at the limit.
        sent += chunk.length
        if (sent > 20 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await app.request('/v1/me', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual(refused)
    expect(sent).toBeLessThan(2 * 1024 * 1024)
  })
})
