// The request id and the access log, through the real app and a real pino logger writing to a
// stream the test reads.
import { defineRoute } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type App, createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { createLogger } from '../logger.ts'
import { openTestDatabase, testDeps } from '../testing/test-deps.ts'
import { registerRoute } from './register-route.ts'
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const loggingRoute = defineRoute({
  method: 'get',
  path: '/v1/test/bitacora/{id}',
  summary: 'Prueba: escribe una línea en el registro',
  tags: ['test'],
  permission: null,
  params: z.object({ id: z.string() }),
  responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
})

type Line = Record<string, unknown>
let lines: Line[]
let database: Database
let app: App

beforeAll(async () => {
  database = await openTestDatabase()
  lines = []
  const logger = createLogger(
    { level: 'info', pretty: false },
    { write: (line: string) => lines.push(JSON.parse(line) as Line) },
  )
  app = createApp(testDeps(database, { logger }))
  registerRoute(app, loggingRoute, (c) => {
    c.var.deps.logger.info({ id: c.req.valid('param').id }, 'handler at work')
    return c.json({ ok: true } as const, 200)
  })
}, 180_000)
afterAll(() => database?.close())

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId)

describe('requestIdOf', () => {
  it('keeps a sane incoming id', () => {
    expect(requestIdOf('lb-1.Root_2f')).toBe('lb-1.Root_2f')
    expect(requestIdOf('a'.repeat(128))).toBe('a'.repeat(128))
  })

  it('replaces a missing, long or odd one by a new UUID', () => {
    for (const incoming of [undefined, '', 'a'.repeat(129), 'x y', 'id\nforjada', 'ñ', '<b>']) {
      expect(requestIdOf(incoming), String(incoming)).toMatch(UUID)
    }
  })
})

describe('X-Request-Id and the access log', () => {
  it('answers with the incoming id and logs the request once under it, by route pattern', async () => {
    const res = await app.request('/v1/test/bitacora/8b7a', {
      headers: { [REQUEST_ID_HEADER]: 'proxy-42.a_b' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe('proxy-42.a_b')
    const mine = linesOf('proxy-42.a_b')
    // The handler's own line carries the id too.
    expect(mine.find((line) => line.msg === 'handler at work')).toMatchObject({ id: '8b7a' })
    const access = mine.filter((line) => line.msg === 'request')
    expect(access).toHaveLength(1)
    expect(access[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/v1/test/bitacora/:id',
      status: 200,
      reqId: 'proxy-42.a_b',
    })
    expect(typeof access[0]?.ms).toBe('number')
  })

  it('gives a new id to a request without a sane one, errors and unknown routes included', async () => {
    const odd = await app.request('/v1/no-existe', { headers: { [REQUEST_ID_HEADER]: 'a b' } })
    expect(odd.status).toBe(404)
    const id = odd.headers.get(REQUEST_ID_HEADER) ?? ''
    expect(id).toMatch(UUID)
    expect(linesOf(id).filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ status: 404, route: '(sin ruta)' }),
    ])
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await app.request('/health/live')).headers.get(REQUEST_ID_HEADER)),
    )
    expect(new Set(ids).size).toBe(3)
  })

  it('writes no reqId on lines outside a request', () => {
    const before = lines.length
    createLogger(
      { level: 'info', pretty: false },
      {
        write: (line: string) => lines.push(JSON.parse(line) as Line),
      },
    ).info('start-up')
    expect(lines.slice(before)).toEqual([expect.not.objectContaining({ reqId: expect.anything() })])
  })
})
