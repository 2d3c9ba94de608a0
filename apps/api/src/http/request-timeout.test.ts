// No request runs unbounded: a slow request is answered 503 in Spanish when its time runs out, a
// statement the PostgreSQL server cancels is the same 503, and /health answers while a heavy
// statement runs — the embedded engine works in its own thread, so the API's event loop is free.
import { defineRoute } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from '../app.ts'
import { type Database, openDatabase } from '../db/database.ts'
import {
  createServerTestDatabase,
  openTestDatabase,
  testConfig,
  testDatabaseKind,
  testDeps,
} from '../testing/test-deps.ts'
import { registerRoute } from './register-route.ts'
import { mensajeTiempoAgotado } from './request-timeout.ts'

const slowRoute = defineRoute({
  method: 'get',
  path: '/v1/test/lenta',
  summary: 'Ruta de prueba que espera en la base de datos',
  tags: ['test'],
  permission: null,
  query: z.object({ segundos: z.coerce.number().min(0).max(5) }),
  responses: { 200: { description: 'terminó', schema: z.object({ ok: z.boolean() }) } },
})

function appWith(database: Database, env: Record<string, string>) {
  const app = createApp({ ...testDeps(database), config: testConfig(env) })
  registerRoute(app, slowRoute, async (c) => {
    const { segundos } = c.req.valid('query')
    await c.var.deps.db.execute(sql`select pg_sleep(${segundos})`)
    return c.json({ ok: true }, 200)
  })
  return app
}

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
}, 180_000)
afterAll(() => database?.close())

describe('request timeout', () => {
  it('answers 503 in Spanish when a request outlives REQUEST_TIMEOUT_MS, and the API goes on', async () => {
    const app = appWith(database, { REQUEST_TIMEOUT_MS: '300', DB_STATEMENT_TIMEOUT_MS: '60000' })
    const res = await app.request('/v1/test/lenta?segundos=1')
    expect(res.status).toBe(503)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error).toEqual({ code: 'servicio_no_disponible', message: mensajeTiempoAgotado })
    // The statement ends on its own (the embedded engine's next statement waits for it); the
    // next request is served.
    const patient = appWith(database, { REQUEST_TIMEOUT_MS: '10000' })
    expect((await patient.request('/v1/test/lenta?segundos=0')).status).toBe(200)
  })

  it('a quick request is not affected', async () => {
    const app = appWith(database, { REQUEST_TIMEOUT_MS: '5000' })
    expect((await app.request('/v1/test/lenta?segundos=0')).status).toBe(200)
  })
})

describe('/health while a heavy statement runs', () => {
  it('answers before the statement ends: the engine does not hold the event loop', async () => {
    const app = createApp(testDeps(database))
    const order: string[] = []
    // Seconds of work inside the engine, valid SQL, no sleep (a sleep would yield on a server).
    const heavy = database.db
      .execute(sql`select count(*) from generate_series(1, 4000000)`)
      .then(() => order.push('heavy'))
    // Let the statement reach the engine first.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const health = Promise.resolve(app.request('/health')).then((res) => {
      order.push('health')
      return res.status
    })
    expect(await health).toBe(200)
    await heavy
    expect(order).toEqual(['health', 'heavy'])
  }, 120_000)
})

describe.runIf(testDatabaseKind === 'postgres')('statement timeout on a PostgreSQL server', () => {
  it('a statement past DB_STATEMENT_TIMEOUT_MS is cancelled by the server and answered 503', async () => {
    const server = await createServerTestDatabase()
    const short = await openDatabase(
      { kind: 'postgres', url: server.url },
      { statementTimeoutMs: 200 },
    )
    try {
      const app = appWith(short, { REQUEST_TIMEOUT_MS: '60000' })
      const res = await app.request('/v1/test/lenta?segundos=3')
      expect(res.status).toBe(503)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('servicio_no_disponible')
      expect((await app.request('/v1/test/lenta?segundos=0')).status).toBe(200)
    } finally {
      await short.close()
      await server.drop()
    }
  })
})
