// Real ID tokens from the local user pool (@cordillera/user-pool), verified by the real
// aws-jwt-verify verifier: the path a portal's request takes in development.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { type RunningUserPool, startUserPool } from '@cordillera/user-pool'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp } from '../app.ts'
import { runUserCli } from '../cli/run-user-cli.ts'
import type { Database } from '../db/database.ts'
import type { Config } from '../env.ts'
import { DEMO_PASSWORD } from '../seed/demo-users.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { openTestDatabase, silentLogger, testConfig } from '../testing/test-deps.ts'
import { createUserPoolAdmin } from '../user-pool/user-pool-admin.ts'
import { createTokenVerifier } from './token-verifier.ts'

let dataDir: string
let pool: RunningUserPool
let database: Database
let config: Config

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cordillera-api-pool-'))
  ;[pool, database] = await Promise.all([startUserPool({ port: 0, dataDir }), openTestDatabase()])
  config = testConfig({ COGNITO_ENDPOINT: pool.endpoint, AUTH_TRUST_LOCAL_JWKS: 'true' })
  const report = await seedDemo({
    db: database.db,
    userPool: createUserPoolAdmin(config.cognito),
    logger: silentLogger,
  })
  expect(report.poolChecked).toBe(true)
}, 90_000)

afterAll(async () => {
  await Promise.all([pool?.stop(), database?.close()])
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

function appWith(appConfig: Config): App {
  return createApp({
    db: database.db,
    logger: silentLogger,
    verifier: createTokenVerifier(appConfig.cognito, silentLogger),
    config: appConfig,
  })
}

async function signIn(email: string, password = DEMO_PASSWORD) {
  const client = new CognitoIdentityProviderClient({
    region: pool.region,
    endpoint: pool.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
  const answer = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  )
  const { IdToken, AccessToken } = answer.AuthenticationResult ?? {}
  if (!IdToken || !AccessToken) throw new Error('no tokens')
  return { idToken: IdToken, accessToken: AccessToken }
}

const me = (app: App, token: string) =>
  app.request('/v1/me', { headers: { Authorization: `Bearer ${token}` } })

describe('Cognito ID tokens from the local user pool', () => {
  it('signs a seeded demo user in and answers /v1/me', async () => {
    const { idToken } = await signIn('proveedor@arriendos-sur.cl')
    const res = await me(appWith(config), idToken)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      email: 'proveedor@arriendos-sur.cl',
      nombreUsuario: 'Patricio Vergara Tapia',
      tipo: 'proveedor',
      su: false,
      proveedor: { rut: '76543210-3', razonSocial: 'Arriendos Sur SpA' },
      navigationMenu: [],
    })
  })

  it('rejects an access token and a tampered ID token', async () => {
    const { idToken, accessToken } = await signIn('admin@cordillera.cl')
    const app = appWith(config)
    expect((await me(app, idToken)).status).toBe(200)
    expect((await me(app, accessToken)).status).toBe(401)
    const [header, payload, signature] = idToken.split('.')
    const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'otro' })).toString('base64url')
    expect((await me(app, `${header}.${forged}.${signature}`)).status).toBe(401)
  })

  it('does not trust the local pool unless AUTH_TRUST_LOCAL_JWKS is on', async () => {
    const { idToken } = await signIn('admin@cordillera.cl')
    const untrusting = testConfig({ COGNITO_ENDPOINT: pool.endpoint })
    expect(untrusting.cognito.trustLocalJwks).toBe(false)
    const res = await me(appWith(untrusting), idToken)
    expect(res.status).toBe(401)
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
        config,
        io: { out: () => {}, err: (line) => errors.push(line) },
        openDatabase: async () => ({ ...database, close: async () => {} }),
      },
    )
    expect(errors).toEqual([])
    expect(code).toBe(0)
    const { idToken } = await signIn('bodega@arriendos-sur.cl', 'Bodega2026!')
    const res = await me(appWith(config), idToken)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      nombreUsuario: 'Rosa Cárdenas Molina',
      tipo: 'proveedor',
      proveedor: { razonSocial: 'Arriendos Sur SpA' },
    })
  })
})
