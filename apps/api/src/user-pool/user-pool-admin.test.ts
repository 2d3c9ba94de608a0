// The user pool's admin API when the pool is down, hangs or fails on its side: every call ends
// within its time-outs with UserPoolUnavailableError (a 503 where a route calls the pool), while
// the pool's own refusals stay what they are.
import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../testing/faults/free-port.ts'
import { testConfig } from '../testing/test-deps.ts'
import { createUserPoolAdmin, UserPoolUnavailableError } from './user-pool-admin.ts'

const adminFor = (port: number) =>
  createUserPoolAdmin(
    testConfig({
      COGNITO_ENDPOINT: `http://127.0.0.1:${port}`,
      COGNITO_ACCESS_KEY_ID: 'AKIAPRUEBA',
      COGNITO_SECRET_ACCESS_KEY: 'secreto-de-prueba',
    }).cognito,
    { connectionTimeoutMs: 500, requestTimeoutMs: 500 },
  )

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A pool that answers every call with `status` and Cognito's JSON error, or never (`null`). */
async function poolAnswering(status: number | null, type = 'InternalErrorException') {
  server = createServer((_req, res) => {
    if (status === null) return
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' })
    res.end(JSON.stringify({ __type: type, message: 'respuesta de prueba' }))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

describe('createUserPoolAdmin with the pool out of reach', () => {
  it('is unavailable when nothing listens, when the pool never answers and when it fails', async () => {
    const cases: [string, number][] = [
      ['down', await freePort()],
      ['hanging', await poolAnswering(null)],
    ]
    for (const [what, port] of cases) {
      const started = Date.now()
      const error = await adminFor(port)
        .findUser('ana@cordillera.cl')
        .catch((caught: unknown) => caught)
      expect(error, what).toBeInstanceOf(UserPoolUnavailableError)
      // Three attempts of at most half a second each, and the SDK's short back-off.
      expect(Date.now() - started, what).toBeLessThan(15_000)
    }
    server?.closeAllConnections()
    server?.close()
    const failing = await poolAnswering(500)
    await expect(
      adminFor(failing).createUser({
        email: 'ana@cordillera.cl',
        password: 'Segura2026!',
        nombre: 'Ana',
      }),
    ).rejects.toBeInstanceOf(UserPoolUnavailableError)
  })

  it("leaves the pool's own refusals as they are", async () => {
    const port = await poolAnswering(400, 'InvalidPasswordException')
    const error = await adminFor(port)
      .setPassword('ana@cordillera.cl', 'corta')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(UserPoolUnavailableError)
    expect((error as Error).name).toBe('InvalidPasswordException')
  })
})
