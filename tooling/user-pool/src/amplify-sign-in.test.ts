// The real aws-amplify v6 against the local pool, as the portals use it: SRP sign-in, sessions,
// refresh, attributes, password change and reset, the temporary-password step, and sign-out.
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { Amplify } from 'aws-amplify'
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
} from 'aws-amplify/auth'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { CognitoJwtVerifier } from 'aws-jwt-verify'
import type { Jwks } from 'aws-jwt-verify/jwk'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readConfirmationCode } from './confirmation-code.ts'
import { LOCAL_USER_POOL } from './local-user-pool.ts'
import {
  adminClient,
  callCognito,
  createUser,
  decodeClaims,
  memoryKeyValueStorage,
  startTestPool,
  type TestPool,
} from './test-support.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const email = 'ana.rojas@cordillera.test'
const storage = memoryKeyValueStorage()
let pool: TestPool
let username: string

async function expectSignInError(user: string, password: string, name: string, message?: string) {
  const failure = await signIn({ username: user, password }).then(
    () => undefined,
    (error: Error) => error,
  )
  expect(failure?.name).toBe(name)
  if (message) expect(failure?.message).toBe(message)
}

beforeAll(async () => {
  pool = await startTestPool()
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        userPoolEndpoint: pool.endpoint,
      },
    },
  })
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage)
  username = await createUser(adminClient(pool.endpoint), email, 'Cordillera1', 'Ana Rojas')
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

describe('sign-in with the default SRP flow', () => {
  it('refuses a wrong password and an unknown user alike', async () => {
    await expectSignInError(
      email,
      'Equivocada1',
      'NotAuthorizedException',
      'Incorrect username or password.',
    )
    await expectSignInError('nadie@cordillera.test', 'Cordillera1', 'NotAuthorizedException')
  })

  it('signs in with email and password', async () => {
    const result = await signIn({ username: email, password: 'Cordillera1' })
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })
    expect(storage.find('.signInDetails')).toContain('USER_SRP_AUTH')
  })

  it('knows the current user', async () => {
    const user = await getCurrentUser()
    expect(user.username).toBe(username)
    expect(user.userId).toBe(username)
    expect(user.signInDetails?.loginId).toBe(email)
  })

  it('gives a session whose ID token verifies with aws-jwt-verify and the local JWKS', async () => {
    const { tokens } = await fetchAuthSession()
    const idToken = tokens?.idToken?.toString() ?? ''
    const jwksUrl = `${pool.endpoint}/${LOCAL_USER_POOL.userPoolId}/.well-known/jwks.json`
    const jwks = (await (await fetch(jwksUrl)).json()) as Jwks
    const verifier = CognitoJwtVerifier.create({
      userPoolId: LOCAL_USER_POOL.userPoolId,
      clientId: pool.clientId,
      tokenUse: 'id',
    })
    verifier.cacheJwks(jwks)
    const claims = await verifier.verify(idToken)
    expect(claims.iss).toBe(LOCAL_USER_POOL.issuer)
    expect(claims).toMatchObject({ email, email_verified: true, name: 'Ana Rojas' })
    expect(claims.origin_jti).toBeTruthy()
    expect(tokens?.accessToken.payload.origin_jti).toBe(claims.origin_jti)
  })

  it('refreshes the tokens when forced (GetTokensFromRefreshToken)', async () => {
    const before = (await fetchAuthSession()).tokens?.accessToken
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken
    expect(after?.toString()).toBeTruthy()
    expect(after?.toString()).not.toBe(before?.toString())
    expect(after?.payload.jti).not.toBe(before?.payload.jti)
    expect(after?.payload.origin_jti).toBe(before?.payload.origin_jti)
    const me = await callCognito(pool.endpoint, 'GetUser', { AccessToken: after?.toString() })
    expect(me.status).toBe(200)
  })

  it('reads the user attributes', async () => {
    const attributes = await fetchUserAttributes()
    expect(attributes).toMatchObject({
      email,
      email_verified: 'true',
      name: 'Ana Rojas',
      sub: username,
    })
  })
})

describe('passwords', () => {
  it('changes the password, and only the new one signs in afterwards', async () => {
    const refused = await updatePassword({
      oldPassword: 'Equivocada1',
      newPassword: 'Cordillera2',
    }).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(refused?.name).toBe('NotAuthorizedException')
    const weak = await updatePassword({ oldPassword: 'Cordillera1', newPassword: 'corta' }).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(weak?.name).toBe('InvalidPasswordException')
    await updatePassword({ oldPassword: 'Cordillera1', newPassword: 'Cordillera2' })
    await signOut()
    await expectSignInError(email, 'Cordillera1', 'NotAuthorizedException')
    expect((await signIn({ username: email, password: 'Cordillera2' })).isSignedIn).toBe(true)
    await signOut()
  })

  it('resets a forgotten password with the emailed code', async () => {
    const started = await resetPassword({ username: email })
    expect(started.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE')
    const code = await readConfirmationCode(pool.dataDir, email)
    expect(code).toMatch(/^\d{6}$/)
    await confirmResetPassword({
      username: email,
      confirmationCode: code,
      newPassword: 'Cordillera3',
    })
    expect((await signIn({ username: email, password: 'Cordillera3' })).isSignedIn).toBe(true)
    await signOut()
  })

  it('asks a user created with a temporary password for a new one (NEW_PASSWORD_REQUIRED)', async () => {
    const admin = adminClient(pool.endpoint)
    const newcomer = 'bruno.diaz@cordillera.test'
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: LOCAL_USER_POOL.userPoolId,
        Username: newcomer,
        TemporaryPassword: 'Temporal123',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: newcomer },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Bruno Díaz' },
        ],
      }),
    )
    await expectSignInError(newcomer, 'Temporal999', 'NotAuthorizedException')
    const first = await signIn({ username: newcomer, password: 'Temporal123' })
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')
    const weak = await confirmSignIn({ challengeResponse: 'debil' }).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(weak?.name).toBe('InvalidPasswordException')
    const done = await confirmSignIn({ challengeResponse: 'Definitiva123' })
    expect(done.isSignedIn).toBe(true)
    expect((await fetchUserAttributes()).email).toBe(newcomer)
    const stored = await admin.send(
      new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL.userPoolId, Username: newcomer }),
    )
    expect(stored.UserStatus).toBe('CONFIRMED')
    await signOut()
    expect((await signIn({ username: newcomer, password: 'Definitiva123' })).isSignedIn).toBe(true)
    await signOut()
  })
})

describe('sign-out', () => {
  it('signs out locally and revokes that session (RevokeToken)', async () => {
    await signIn({ username: email, password: 'Cordillera3' })
    const refreshToken = storage.find('.refreshToken') ?? ''
    expect(refreshToken).toBeTruthy()
    await signOut()
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' })
    const refreshed = await callCognito(pool.endpoint, 'GetTokensFromRefreshToken', {
      ClientId: pool.clientId,
      RefreshToken: refreshToken,
    })
    expect(refreshed).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    })
  })

  it('signs out globally: old refresh and access tokens stop working', async () => {
    await signIn({ username: email, password: 'Cordillera3' })
    const refreshToken = storage.find('.refreshToken') ?? ''
    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString() ?? ''
    await signOut({ global: true })
    const refreshed = await callCognito(pool.endpoint, 'InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    })
    expect(refreshed.status).toBe(400)
    expect(refreshed.body.__type).toBe('NotAuthorizedException')
    const me = await callCognito(pool.endpoint, 'GetUser', { AccessToken: accessToken })
    expect(me.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    })
    expect((await signIn({ username: email, password: 'Cordillera3' })).isSignedIn).toBe(true)
    const fresh = (await fetchAuthSession()).tokens?.accessToken.toString()
    expect((await callCognito(pool.endpoint, 'GetUser', { AccessToken: fresh })).status).toBe(200)
    expect(decodeClaims(fresh ?? '').device_key).toBeTruthy()
    await signOut()
  })
})
