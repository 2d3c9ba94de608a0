// The real app with its dependencies out of reach: a database server that is not there, a user
// pool whose keys cannot be fetched, a user pool whose admin API is down. Every request answers at
// once, 503 `servicio_no_disponible` in Spanish with Retry-After, never 500; a token that is
// really invalid is still 401.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import { SigningKeysUnavailableError, type TokenVerifier } from '../auth/token-verifier.ts'
import { type Database, openDatabase } from '../db/database.ts'
import { freePort } from '../testing/faults/free-port.ts'
import { fakeVerifier, silentLogger, testDeps } from '../testing/test-deps.ts'
import { UserPoolUnavailableError } from '../user-pool/user-pool-admin.ts'
import { onError } from './error-handlers.ts'
import { mensajesNoDisponible, RETRY_AFTER_SECONDS } from './service-unavailable.ts'

/** The fake verifier, except for the token `sin-llaves`: the pool's keys are out of reach. */
const verifier: TokenVerifier = {
  verify: (token) =>
    token === 'sin-llaves'
      ? Promise.reject(new SigningKeysUnavailableError('keys unavailable'))
      : fakeVerifier.verify(token),
}

let database: Database
beforeAll(async () => {
  // postgres-js connects on the first statement: nothing listens on this port.
  const url = `postgres://postgres@127.0.0.1:${await freePort()}/cordillera`
  database = await openDatabase({ kind: 'postgres', url })
})
afterAll(() => database?.close())

const app = () => createApp(testDeps(database, { verifier }))

async function get(path: string, token?: string) {
  const started = Date.now()
  const res = await app().request(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  const body = (await res.json()) as { error: { code: string; message: string } }
  return { res, body, ms: Date.now() - started }
}

describe('the API with a dependency out of reach', () => {
  it('answers 503 in Spanish when the database server is not there', async () => {
    const { res, body, ms } = await get('/v1/me', 'test:sub-ana:ana@cordillera.cl')
    expect(res.status).toBe(503)
    expect(body).toEqual({
      error: { code: 'servicio_no_disponible', message: mensajesNoDisponible.baseDeDatos },
    })
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    // Refused at once, not after a connection time-out.
    expect(ms).toBeLessThan(10_000)
    expect((await get('/health')).res.status).toBe(503)
  })

  it("answers 503 when the user pool's keys cannot be fetched, 401 for an invalid token", async () => {
    const sinLlaves = await get('/v1/me', 'sin-llaves')
    expect(sinLlaves.res.status).toBe(503)
    expect(sinLlaves.body.error).toEqual({
      code: 'servicio_no_disponible',
      message: mensajesNoDisponible.sesion,
    })
    const invalido = await get('/v1/me', 'no-es-un-token')
    expect(invalido.res.status).toBe(401)
    expect(invalido.body.error.code).toBe('no_autenticado')
    expect((await get('/v1/me')).res.status).toBe(401)
  })

  it("answers 503 where a route calls the user pool's admin API and the pool is down", async () => {
    const routes = new Hono<AppEnv>()
    routes.onError(onError(silentLogger))
    routes.post('/usuarios', () => {
      throw new UserPoolUnavailableError('pool down', { cause: new Error('ECONNREFUSED') })
    })
    const res = await routes.request('/usuarios', { method: 'POST' })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      error: { code: 'servicio_no_disponible', message: mensajesNoDisponible.usuarios },
    })
  })
})
