import { defineRoute } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from './app.ts'
import type { Database } from './db/database.ts'
import { registerRoute } from './http/register-route.ts'
import { openTestDatabase, testDeps } from './testing/test-deps.ts'

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
}, 60_000)
afterAll(() => database?.close())

describe('system routes', () => {
  it('GET /health checks the database', async () => {
    const res = await app.request('/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('GET /health answers 503 when the database does not', async () => {
    const brokenDb = { execute: () => Promise.reject(new Error('connection refused')) }
    const broken = createApp({ ...testDeps(database), db: brokenDb as unknown as Database['db'] })
    const res = await broken.request('/health')
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
  it('answers an unexpected failure with a JSON 500 that leaks nothing', async () => {
    const res = await app.request('/v1/test/falla')
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'error_interno',
        message: 'Ocurrió un error inesperado. Intente nuevamente en unos minutos.',
      },
    })
    expect(text).not.toMatch(/secreto|10\.0\.0\.5/)
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
