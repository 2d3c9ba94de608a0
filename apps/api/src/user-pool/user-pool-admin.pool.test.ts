// The users' administration calls against the local user pool (the real emulator behind its
// compatibility layer, as in development): invite with a temporary password that works once and
// must be replaced, disable (sign-in and refresh refused at once), enable, reset into the
// forgot-password code flow; and the pool's refusals in the API's Spanish catalogue.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { passwordSchema } from '@cordillera/contracts'
import { type RunningUserPool, readConfirmationCode, startUserPool } from '@cordillera/user-pool'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiHttpError } from '../http/api-error.ts'
import { testConfig } from '../testing/test-deps.ts'
import {
  createUserPoolAdmin,
  mensajesUsuarios,
  temporaryPassword,
  type UserPoolAdministration,
} from './user-pool-admin.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let dataDir: string
let pool: RunningUserPool
let admin: UserPoolAdministration
let client: CognitoIdentityProviderClient

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cordillera-api-pool-admin-'))
  pool = await startUserPool({ port: 0, dataDir })
  admin = createUserPoolAdmin(
    testConfig({
      COGNITO_ENDPOINT: pool.endpoint,
      COGNITO_ACCESS_KEY_ID: pool.adminCredentials.accessKeyId,
      COGNITO_SECRET_ACCESS_KEY: pool.adminCredentials.secretAccessKey,
    }).cognito,
  )
  // What a portal does through Amplify, with the SDK: sign-in calls need no credentials.
  client = new CognitoIdentityProviderClient({
    region: pool.region,
    endpoint: pool.endpoint,
    credentials: { accessKeyId: 'portal', secretAccessKey: 'portal' },
  })
})

afterAll(async () => {
  client?.destroy()
  await pool?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const signIn = (email: string, password: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  )

const refresh = (refreshToken: string | undefined) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: pool.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken ?? '' },
    }),
  )

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

/** Signs in with the temporary password and sets `password` through the challenge. */
async function firstSignIn(email: string, temporary: string, password: string) {
  const challenge = await signIn(email, temporary)
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED')
  const done = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: pool.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
    }),
  )
  return done.AuthenticationResult
}

describe('temporaryPassword', () => {
  it('meets the portals’ policy every time and differs every time', () => {
    const passwords = Array.from({ length: 200 }, temporaryPassword)
    for (const password of passwords) expect(passwordSchema.safeParse(password).success).toBe(true)
    expect(new Set(passwords).size).toBe(200)
  })
})

describe('inviting a user', () => {
  const email = 'lucia.fuentes@cordillera.test'
  let temporary = ''

  it('returns the temporary password once, which must be replaced at the first sign-in', async () => {
    const invited = await admin.inviteUser({ email, nombre: 'Lucía Fuentes', delivery: 'show' })
    expect(invited.sub).toMatch(/^[0-9a-f-]{36}$/)
    temporary = invited.temporaryPassword ?? ''
    expect(passwordSchema.safeParse(temporary).success).toBe(true)
    expect(await admin.userState(email)).toEqual({
      sub: invited.sub,
      status: 'FORCE_CHANGE_PASSWORD',
      enabled: true,
    })
    const tokens = await firstSignIn(email, temporary, 'Propia2026!')
    expect(tokens?.IdToken).toBeTruthy()
    expect((await admin.userState(email))?.status).toBe('CONFIRMED')
  })

  it('sends nothing back when the pool e-mails the password', async () => {
    const invited = await admin.inviteUser({
      email: 'por.correo@cordillera.test',
      nombre: 'Por Correo',
      delivery: 'email',
    })
    expect(invited.temporaryPassword).toBeNull()
    expect((await admin.userState('por.correo@cordillera.test'))?.status).toBe(
      'FORCE_CHANGE_PASSWORD',
    )
  })

  it('answers 409 conflicto in Spanish for an e-mail already in the pool', async () => {
    const error = await failure(
      admin.inviteUser({ email: email.toUpperCase(), nombre: 'Otra', delivery: 'show' }),
    )
    expect(error).toBeInstanceOf(ApiHttpError)
    expect((error as ApiHttpError).toBody()).toEqual({
      error: {
        code: 'conflicto',
        message: mensajesUsuarios.correoExiste,
        fields: { email: mensajesUsuarios.correoExiste },
      },
    })
    expect((error as ApiHttpError).status).toBe(409)
  })

  it('refuses to reset a user that has not set its password yet', async () => {
    await admin.inviteUser({ email: 'sin.ingresar@cordillera.test', nombre: 'X', delivery: 'show' })
    const error = (await failure(
      admin.resetPassword('sin.ingresar@cordillera.test'),
    )) as ApiHttpError
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'conflicto',
      mensajesUsuarios.sinContraseniaPropia,
    ])
  })
})

describe('disabling, enabling and resetting', () => {
  const email = 'tomas.vera@cordillera.test'
  let refreshToken: string | undefined

  beforeAll(async () => {
    const { temporaryPassword: temporary } = await admin.inviteUser({
      email,
      nombre: 'Tomás Vera',
      delivery: 'show',
    })
    refreshToken = (await firstSignIn(email, temporary ?? '', 'Propia2026!'))?.RefreshToken
  })

  it('disables: sign-in and the running session are refused at once', async () => {
    expect((await refresh(refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy()
    await admin.disableUser(email)
    expect(await admin.userState(email)).toMatchObject({ status: 'CONFIRMED', enabled: false })
    for (const refused of [() => signIn(email, 'Propia2026!'), () => refresh(refreshToken)]) {
      expect(await failure(refused())).toMatchObject({
        name: 'NotAuthorizedException',
        message: 'User is disabled.',
      })
    }
  })

  it('enables: a new sign-in works, the sessions ended by disabling stay ended', async () => {
    await admin.enableUser(email)
    expect(await admin.userState(email)).toMatchObject({ enabled: true })
    expect((await signIn(email, 'Propia2026!')).AuthenticationResult?.AccessToken).toBeTruthy()
    expect(await failure(refresh(refreshToken))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    })
  })

  it('resets: the old password is refused and the e-mailed code sets a new one', async () => {
    await admin.resetPassword(email)
    expect((await admin.userState(email))?.status).toBe('RESET_REQUIRED')
    expect(await failure(signIn(email, 'Propia2026!'))).toMatchObject({
      name: 'PasswordResetRequiredException',
    })
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: pool.clientId,
        Username: email,
        ConfirmationCode: await readConfirmationCode(pool.dataDir, email),
        Password: 'Renovada2026!',
      }),
    )
    expect((await admin.userState(email))?.status).toBe('CONFIRMED')
    expect((await signIn(email, 'Renovada2026!')).AuthenticationResult?.AccessToken).toBeTruthy()
  })

  it('answers 404 no_encontrado for a user the pool does not have, null for its state', async () => {
    expect(await admin.userState('nadie@cordillera.test')).toBeNull()
    // One call at a time: a refusal started before its turn would reject with no handler yet.
    for (const call of [
      () => admin.disableUser('nadie@cordillera.test'),
      () => admin.enableUser('nadie@cordillera.test'),
      () => admin.resetPassword('nadie@cordillera.test'),
    ]) {
      const error = (await failure(call())) as ApiHttpError
      expect([error.status, error.code, error.message]).toEqual([
        404,
        'no_encontrado',
        mensajesUsuarios.noExiste,
      ])
    }
  })
})
