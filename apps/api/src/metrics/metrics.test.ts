// GET /metrics through the real app: hidden without METRICS_TOKEN, refused without the bearer
// token, and with it the requests counted by route pattern (never the raw path), their latency
// and the process's default metrics.
import { defineRoute } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { registerRoute } from '../http/register-route.ts'
import { openTestDatabase, testConfig, testDeps } from '../testing/test-deps.ts'
import { bearerMatches, createMetrics } from './metrics.ts'

const TOKEN = 'metricas-secretas-0123456789'

const paramRoute = defineRoute({
  method: 'get',
  path: '/v1/test/metricas/{id}',
  summary: 'Prueba: ruta con parámetro',
  tags: ['test'],
  permission: null,
  params: z.object({ id: z.string() }),
  responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
})

let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
}, 180_000)
afterAll(() => database?.close())

const appWith = (env: Record<string, string>) => {
  const app = createApp(testDeps(database, { config: testConfig(env) }))
  registerRoute(app, paramRoute, (c) => c.json({ ok: true } as const, 200))
  return app
}

describe('bearerMatches', () => {
  it('accepts only the exact bearer token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    for (const header of [undefined, '', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`]) {
      expect(bearerMatches(header, TOKEN), String(header)).toBe(false)
    }
    expect(bearerMatches('Bearer ', '')).toBe(false)
  })
})

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set, whatever the request carries', async () => {
    const app = appWith({})
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'no_encontrado' } })
  })

  it('answers 401 without the token or with another one', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN })
    for (const headers of [{}, { Authorization: 'Bearer otro-token-cualquiera' }]) {
      const res = await app.request('/metrics', { headers })
      expect(res.status).toBe(401)
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer')
      expect(await res.text()).not.toContain('http_requests_total')
    }
  })

  it('counts requests by route pattern and status, times them, and adds the process metrics', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN })
    for (const id of ['8b7a-uno', '9c8b-dos']) {
      expect((await app.request(`/v1/test/metricas/${id}`)).status).toBe(200)
    }
    expect((await app.request('/v1/no-existe/123')).status).toBe(404)
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    expect(text).toContain(
      'http_requests_total{method="GET",route="/v1/test/metricas/:id",status="200"} 2',
    )
    expect(text).toContain('http_requests_total{method="GET",route="(sin ruta)",status="404"} 1')
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/v1/test/metricas/:id"} 2',
    )
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET"/)
    // The raw paths, with their ids, never become labels.
    expect(text).not.toContain('8b7a-uno')
    expect(text).not.toContain('no-existe')
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    // A second scrape merges the process metrics again without clashing.
    const again = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(again.status).toBe(200)
  })

  it("reports the database pool's use when the engine gives it", async () => {
    const metrics = createMetrics(() => ({ inUse: 3, idle: 7, waiting: 2 }))
    const text = await metrics.registry.metrics()
    expect(text).toContain('db_pool_connections{state="in_use"} 3')
    expect(text).toContain('db_pool_connections{state="idle"} 7')
    expect(text).toContain('db_pool_connections{state="waiting"} 2')
  })
})
