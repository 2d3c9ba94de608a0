// The users' administration against the local user pool (the emulator behind its compatibility
// layer, as in development) with real ID tokens: a user created through the API signs in with
// its temporary password, must define its own, and is served; disabled through the API, its next
// call is refused and its refresh token too; enabled, it signs in again; reset, its password
// stops working.
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SeededUserPool, startSeededUserPool } from '../../testing/seeded-user-pool.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 })

const EMAIL = 'ines.carrasco@cordillera.cl'
let seeded: SeededUserPool
let app: ReturnType<SeededUserPool['appWith']>
let client: CognitoIdentityProviderClient
let admin: string

beforeAll(async () => {
  seeded = await startSeededUserPool()
  app = seeded.appWith(seeded.config)
  admin = (await seeded.signIn('admin@cordillera.cl')).idToken
  client = new CognitoIdentityProviderClient({
    region: seeded.pool.region,
    endpoint: seeded.pool.endpoint,
    credentials: { accessKeyId: 'portal', secretAccessKey: 'portal' },
  })
})

afterAll(async () => {
  client?.destroy()
  await seeded?.stop()
})

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert what matters.
  return { status: res.status, body: (await res.json().catch(() => null)) as any }
}

const signIn = (password: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: seeded.pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: EMAIL, PASSWORD: password },
    }),
  )

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => `${error.name}: ${error.message}`,
  )

describe('a user administered through the API', () => {
  let id = ''
  let version = 0
  let refreshToken = ''
  let idToken = ''

  it('is created with a temporary password that must be replaced at the first sign-in', async () => {
    const created = await api(admin, 'POST', '/v1/usuarios', {
      nombre: 'Inés Carrasco',
      email: EMAIL,
      tipo: 'cordillera',
      permisos: ['rrhh/listar-trabajadores'],
    })
    expect(created.status).toBe(201)
    expect(created.body.acceso).toEqual({ estado: 'FORCE_CHANGE_PASSWORD', habilitado: true })
    id = created.body.id
    const challenge = await signIn(created.body.contraseniaTemporal)
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED')
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: seeded.pool.clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: EMAIL, NEW_PASSWORD: 'Propia-2026!' },
      }),
    )
    idToken = done.AuthenticationResult?.IdToken ?? ''
    refreshToken = done.AuthenticationResult?.RefreshToken ?? ''
    const me = await api(idToken, 'GET', '/v1/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: EMAIL, permisos: ['rrhh/listar-trabajadores'] })
    const detail = await api(admin, 'GET', `/v1/usuarios/${id}`)
    expect(detail.body.acceso).toEqual({ estado: 'CONFIRMED', habilitado: true })
    version = detail.body.version
  })

  it('disabled, is refused at its next call and its refresh token stops working', async () => {
    const off = await api(admin, 'POST', `/v1/usuarios/${id}/deshabilitar`, { version })
    expect(off.status).toBe(200)
    expect(off.body.acceso).toEqual({ estado: 'CONFIRMED', habilitado: false })
    expect((await api(idToken, 'GET', '/v1/trabajadores')).status).toBe(401)
    const refresh = await refused(
      client.send(
        new InitiateAuthCommand({
          ClientId: seeded.pool.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      ),
    )
    expect(refresh).toMatch(/^NotAuthorizedException/)
    expect(await refused(signIn('Propia-2026!'))).toBe('NotAuthorizedException: User is disabled.')
    version = off.body.version
  })

  it('enabled, signs in again; reset, its password stops working', async () => {
    const on = await api(admin, 'POST', `/v1/usuarios/${id}/habilitar`, { version })
    expect(on.status).toBe(200)
    const again = await signIn('Propia-2026!')
    expect((await api(again.AuthenticationResult?.IdToken ?? '', 'GET', '/v1/me')).status).toBe(200)
    const reset = await api(admin, 'POST', `/v1/usuarios/${id}/restablecer-contrasenia`, {
      version: on.body.version,
    })
    expect(reset.status).toBe(200)
    expect(reset.body.acceso).toEqual({ estado: 'RESET_REQUIRED', habilitado: true })
    expect(await refused(signIn('Propia-2026!'))).toMatch(/^PasswordResetRequiredException/)
  })
})
