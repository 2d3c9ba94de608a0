// Real ID tokens from the local user pool (@cordillera/user-pool), verified by the real
// aws-jwt-verify verifier: the path a portal's request takes in development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.ts'
import { runUserCli } from '../cli/run-user-cli.ts'
import {
  forgeIdToken,
  type SeededUserPool,
  startSeededUserPool,
} from '../testing/seeded-user-pool.ts'
import { testConfig } from '../testing/test-deps.ts'

let seeded: SeededUserPool

beforeAll(async () => {
  seeded = await startSeededUserPool()
  expect(seeded.seedReport.poolChecked).toBe(true)
}, 90_000)

afterAll(() => seeded?.stop())

const signIn = (email: string, password?: string) => seeded.signIn(email, password)
const appWith = (config = seeded.config) => seeded.appWith(config)

const me = (app: App, token: string) =>
  app.request('/v1/me', { headers: { Authorization: `Bearer ${token}` } })

describe('Cognito ID tokens from the local user pool', () => {
  it('signs a seeded demo user in and answers /v1/me', async () => {
    const { idToken } = await signIn('proveedor@arriendos-sur.cl')
    const res = await me(appWith(), idToken)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      email: 'proveedor@arriendos-sur.cl',
      nombreUsuario: 'Patricio Vergara Tapia',
      tipo: 'proveedor',
      su: false,
      proveedor: { rut: '76543210-3', razonSocial: 'Arriendos Sur SpA' },
      navigationMenu: [{ label: 'Arrendador', children: expect.any(Array) }],
    })
  })

  it('rejects an access token and a tampered ID token', async () => {
    const { idToken, accessToken } = await signIn('admin@cordillera.cl')
    const app = appWith()
    expect((await me(app, idToken)).status).toBe(200)
    expect((await me(app, accessToken)).status).toBe(401)
    expect((await me(app, forgeIdToken(idToken))).status).toBe(401)
  })

  it('does not trust the local pool unless AUTH_TRUST_LOCAL_JWKS is on', async () => {
    const { idToken } = await signIn('admin@cordillera.cl')
    const untrusting = testConfig({ COGNITO_ENDPOINT: seeded.pool.endpoint })
    expect(untrusting.cognito.trustLocalJwks).toBe(false)
    const res = await me(appWith(untrusting), idToken)
    // Untrusted, the keys come from the real Cognito issuer, which has no such pool (or is out of
    // reach from here): the token is never accepted, and the API says it cannot check it.
    expect(res.status).toBe(503)
    const body = (await res.json()) as { error: { code: string } }
    expect(body.error.code).toBe('servicio_no_disponible')
  })
})

describe('npm run user -- create against the local user pool', () => {
  it('creates a user who can sign in at once with the given password', async () => {
    const errors: string[] = []
    const code = await runUserCli(
      [
        'create',
        '--email',
        'Bodega@Arriendos-Sur.cl',
        '--password',
        'Bodega2026!',
        '--tipo',
        'proveedor',
        '--proveedor',
        '76.543.210-3',
        '--nombre',
        'Rosa Cárdenas Molina',
      ],
      {
        config: seeded.config,
        io: { out: () => {}, err: (line) => errors.push(line) },
        openDatabase: async () => ({ ...seeded.database, close: async () => {} }),
      },
    )
    expect(errors).toEqual([])
    expect(code).toBe(0)
    const { idToken } = await signIn('bodega@arriendos-sur.cl', 'Bodega2026!')
    const res = await me(appWith(), idToken)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      nombreUsuario: 'Rosa Cárdenas Molina',
      tipo: 'proveedor',
      proveedor: { razonSocial: 'Arriendos Sur SpA' },
    })
  })
})
