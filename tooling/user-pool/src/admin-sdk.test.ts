// The admin calls the API makes through @aws-sdk/client-cognito-identity-provider, and the layer's
// protocol details: JWKS and OpenID discovery, CORS, token checks, and state kept across restarts.
import { generateKeyPairSync, sign } from 'node:crypto'
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCAL_USER_POOL } from './local-user-pool.ts'
import { startUserPool } from './start-user-pool.ts'
import {
  adminClient,
  callCognito,
  createUser,
  decodeClaims,
  startTestPool,
  type TestPool,
} from './test-support.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const UserPoolId = LOCAL_USER_POOL.userPoolId
let pool: TestPool
let admin: CognitoIdentityProviderClient

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: Error) => error,
  )

async function passwordSignIn(username: string, password: string) {
  return callCognito(pool.endpoint, 'InitiateAuth', {
    ClientId: pool.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  })
}

const tokensOf = (answer: { body: Record<string, unknown> }) =>
  answer.body.AuthenticationResult as { AccessToken: string; RefreshToken: string; IdToken: string }

beforeAll(async () => {
  pool = await startTestPool()
  admin = adminClient(pool.endpoint)
})

afterAll(async () => {
  admin?.destroy()
  await pool?.cleanUp()
})

describe('admin API through the SDK', () => {
  const email = 'diego.perez@cordillera.test'

  it('creates a user with a suppressed message, then sets a permanent password', async () => {
    const created = await admin.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Diego Pérez' },
        ],
      }),
    )
    expect(created.User?.UserStatus).toBe('FORCE_CHANGE_PASSWORD')
    expect(created.User?.Username).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.User?.UserCreateDate).toBeInstanceOf(Date)
    const duplicate = await failureOf(
      admin.send(
        new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'SUPPRESS' }),
      ),
    )
    expect(duplicate?.name).toBe('UsernameExistsException')
    const weak = await failureOf(
      admin.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: email,
          Password: 'abc',
          Permanent: true,
        }),
      ),
    )
    expect(weak?.name).toBe('InvalidPasswordException')
    expect(weak?.message).toBe('Password does not conform to policy: Password not long enough')
    await admin.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: email,
        Password: 'Cordillera1',
        Permanent: true,
      }),
    )
    const user = await admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
    expect(user.UserStatus).toBe('CONFIRMED')
    expect(user.Enabled).toBe(true)
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Diego Pérez' },
      ]),
    )
  })

  it('answers UserNotFoundException for unknown users', async () => {
    for (const command of [
      new AdminGetUserCommand({ UserPoolId, Username: 'nadie@cordillera.test' }),
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username: 'nadie@cordillera.test',
        UserAttributes: [{ Name: 'name', Value: 'X' }],
      }),
      new AdminDisableUserCommand({ UserPoolId, Username: 'nadie@cordillera.test' }),
    ]) {
      // biome-ignore lint/suspicious/noExplicitAny: one loop over differently typed commands
      const failure = await failureOf(admin.send(command as any))
      expect(failure?.name).toBe('UserNotFoundException')
    }
  })

  it('resolves usernames and email aliases without regard to case, as Cognito does', async () => {
    const shouted = email.toUpperCase()
    const user = await admin.send(new AdminGetUserCommand({ UserPoolId, Username: shouted }))
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: email })
    const twin = await failureOf(
      admin.send(
        new AdminCreateUserCommand({ UserPoolId, Username: shouted, MessageAction: 'SUPPRESS' }),
      ),
    )
    expect(twin?.name).toBe('UsernameExistsException')
    expect((await passwordSignIn(shouted, 'Cordillera1')).status).toBe(200)
  })

  it('answers ForgotPassword like Cognito: masked destination, no hint about unknown users', async () => {
    for (const [username, destination] of [
      [email, 'd***@c***'],
      ['nadie@cordillera.test', 'n***@c***'],
    ]) {
      const answer = await callCognito(pool.endpoint, 'ForgotPassword', {
        ClientId: pool.clientId,
        Username: username,
      })
      expect(answer).toEqual({
        status: 200,
        body: {
          CodeDeliveryDetails: {
            AttributeName: 'email',
            DeliveryMedium: 'EMAIL',
            Destination: destination,
          },
        },
      })
    }
    const wrongCode = await callCognito(pool.endpoint, 'ConfirmForgotPassword', {
      ClientId: pool.clientId,
      Username: email,
      ConfirmationCode: '000000',
      Password: 'Cordillera9',
    })
    expect(wrongCode.body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    })
  })

  it('updates attributes', async () => {
    await admin.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username: email,
        UserAttributes: [{ Name: 'name', Value: 'Diego Pérez Soto' }],
      }),
    )
    const user = await admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
    expect(user.UserAttributes).toContainEqual({ Name: 'name', Value: 'Diego Pérez Soto' })
  })

  it('disables a user (sign-in refused, sessions ended) and enables them again', async () => {
    const before = tokensOf(await passwordSignIn(email, 'Cordillera1'))
    await admin.send(new AdminDisableUserCommand({ UserPoolId, Username: email }))
    expect((await passwordSignIn(email, 'Cordillera1')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    })
    const me = await callCognito(pool.endpoint, 'GetUser', { AccessToken: before.AccessToken })
    expect(me.body.__type).toBe('NotAuthorizedException')
    expect(
      (await admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }))).Enabled,
    ).toBe(false)
    await admin.send(new AdminEnableUserCommand({ UserPoolId, Username: email }))
    expect((await passwordSignIn(email, 'Cordillera1')).status).toBe(200)
    const refreshed = await callCognito(pool.endpoint, 'GetTokensFromRefreshToken', {
      ClientId: pool.clientId,
      RefreshToken: before.RefreshToken,
    })
    expect(refreshed.body.message).toBe('Refresh Token has been revoked')
  })

  it('signs a user out everywhere (AdminUserGlobalSignOut)', async () => {
    const tokens = tokensOf(await passwordSignIn(email, 'Cordillera1'))
    await admin.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: email }))
    const me = await callCognito(pool.endpoint, 'GetUser', { AccessToken: tokens.AccessToken })
    expect(me.body.message).toBe('Access Token has been revoked')
  })

  it('lists users with a filter and in pages', async () => {
    await createUser(admin, 'elena.mora@cordillera.test', 'Cordillera1', 'Elena Mora')
    await createUser(admin, 'felipe.vera@cordillera.test', 'Cordillera1', 'Felipe Vera')
    const filtered = await admin.send(
      new ListUsersCommand({ UserPoolId, Filter: 'email = "elena.mora@cordillera.test"' }),
    )
    expect(
      filtered.Users?.map((user) => user.Attributes?.find((a) => a.Name === 'name')?.Value),
    ).toEqual(['Elena Mora'])
    const first = await admin.send(new ListUsersCommand({ UserPoolId, Limit: 2 }))
    expect(first.Users).toHaveLength(2)
    expect(first.PaginationToken).toBeTruthy()
    const second = await admin.send(
      new ListUsersCommand({ UserPoolId, Limit: 2, PaginationToken: first.PaginationToken }),
    )
    expect(second.Users).toHaveLength(1)
    expect(second.PaginationToken).toBeUndefined()
    const names = await admin.send(new ListUsersCommand({ UserPoolId, AttributesToGet: ['name'] }))
    expect(names.Users?.every((user) => user.Attributes?.every((a) => a.Name === 'name'))).toBe(
      true,
    )
  })
})

describe('protocol details', () => {
  it('serves the JWKS and an OpenID configuration with the production-style issuer', async () => {
    const base = `${pool.endpoint}/${UserPoolId}/.well-known`
    const jwks = (await (await fetch(`${base}/jwks.json`)).json()) as { keys: unknown[] }
    expect(jwks.keys[0]).toMatchObject({ kid: 'CognitoLocal', alg: 'RS256', kty: 'RSA' })
    const discovery = await (await fetch(`${base}/openid-configuration`)).json()
    expect(discovery).toMatchObject({
      issuer: LOCAL_USER_POOL.issuer,
      jwks_uri: `${base}/jwks.json`,
    })
  })

  it('answers browser preflights for the headers Amplify sends', async () => {
    const response = await fetch(`${pool.endpoint}/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = response.headers.get('access-control-allow-headers') ?? ''
    for (const header of [
      'content-type',
      'x-amz-target',
      'x-amz-user-agent',
      'cache-control',
      'authorization',
    ]) {
      expect(allowed).toContain(header)
    }
    const health = await fetch(`${pool.endpoint}/health`, {
      headers: { origin: 'http://localhost:5174' },
    })
    expect(health.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('rejects access tokens it did not sign, and refuses SignUp as an admin-only pool', async () => {
    const { AccessToken } = tokensOf(
      await passwordSignIn('elena.mora@cordillera.test', 'Cordillera1'),
    )
    const [header, payload] = AccessToken.split('.')
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`
    expect((await callCognito(pool.endpoint, 'GetUser', { AccessToken: forged })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    })
    expect(decodeClaims(AccessToken).iss).toBe(LOCAL_USER_POOL.issuer)
    const signUp = await callCognito(pool.endpoint, 'SignUp', {
      ClientId: pool.clientId,
      Username: 'nuevo@cordillera.test',
      Password: 'Cordillera1',
    })
    expect(signUp.body.__type).toBe('NotAuthorizedException')
    const revokeAccess = await callCognito(pool.endpoint, 'RevokeToken', {
      ClientId: pool.clientId,
      Token: AccessToken,
    })
    expect(revokeAccess.body.__type).toBe('UnsupportedTokenTypeException')
  })

  it('keeps users and revocations across a restart on the same data dir', async () => {
    const tokens = tokensOf(await passwordSignIn('felipe.vera@cordillera.test', 'Cordillera1'))
    await callCognito(pool.endpoint, 'GlobalSignOut', { AccessToken: tokens.AccessToken })
    await pool.stop()
    const again = await startUserPool({ port: 0, dataDir: pool.dataDir })
    try {
      const refreshed = await callCognito(again.endpoint, 'GetTokensFromRefreshToken', {
        ClientId: again.clientId,
        RefreshToken: tokens.RefreshToken,
      })
      expect(refreshed.body.message).toBe('Refresh Token has been revoked')
      const signIn = await callCognito(again.endpoint, 'InitiateAuth', {
        ClientId: again.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'felipe.vera@cordillera.test', PASSWORD: 'Cordillera1' },
      })
      expect(signIn.status).toBe(200)
    } finally {
      await again.stop()
    }
  })
})
