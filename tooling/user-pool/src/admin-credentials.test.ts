// Admin calls need AWS credentials the pool recognises, as in Cognito: unsigned or wrongly signed
// calls are refused with Cognito's errors, whether the layer or the emulator would answer them;
// sign-in and self-service calls stay open to anyone.
import {
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCAL_ADMIN_CREDENTIALS, LOCAL_USER_POOL } from './local-user-pool.ts'
import {
  adminClient,
  callCognito,
  createUser,
  startTestPool,
  type TestPool,
} from './test-support.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const UserPoolId = LOCAL_USER_POOL.userPoolId
const email = 'elena@cordillera.test'
let pool: TestPool
const clients: CognitoIdentityProviderClient[] = []

function clientWith(credentials: { accessKeyId: string; secretAccessKey: string }) {
  const client = adminClient(pool.endpoint, credentials)
  clients.push(client)
  return client
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: Error & { $metadata?: { httpStatusCode?: number } }) => ({
      name: error.name,
      message: error.message,
      status: error.$metadata?.httpStatusCode,
    }),
  )

beforeAll(async () => {
  pool = await startTestPool()
  await createUser(clientWith(pool.adminCredentials), email, 'Cordillera1')
})

afterAll(async () => {
  for (const client of clients) client.destroy()
  await pool?.cleanUp()
})

describe('admin calls', () => {
  it('are answered when signed with the development key pair', async () => {
    const admin = clientWith(LOCAL_ADMIN_CREDENTIALS)
    const user = await admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
    expect(user.UserStatus).toBe('CONFIRMED')
    const listed = await admin.send(new ListUsersCommand({ UserPoolId }))
    expect(listed.Users).toHaveLength(1)
  })

  it('are refused without credentials, by the layer and for operations it relays', async () => {
    for (const operation of ['AdminGetUser', 'AdminCreateUser', 'ListUsers', 'DescribeUserPool']) {
      const answer = await callCognito(pool.endpoint, operation, { UserPoolId, Username: email })
      expect({ operation, ...answer }).toEqual({
        operation,
        status: 400,
        body: {
          __type: 'MissingAuthenticationTokenException',
          message: 'Missing Authentication Token',
        },
      })
    }
  })

  it('are refused with an unknown access key', async () => {
    const stranger = clientWith({ accessKeyId: 'local', secretAccessKey: 'local' })
    expect(
      await failureOf(stranger.send(new AdminGetUserCommand({ UserPoolId, Username: email }))),
    ).toEqual({
      name: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
      status: 400,
    })
  })

  it('are refused when signed with the wrong secret', async () => {
    const forger = clientWith({ ...LOCAL_ADMIN_CREDENTIALS, secretAccessKey: 'otra' })
    const failure = await failureOf(forger.send(new ListUsersCommand({ UserPoolId })))
    expect(failure).toMatchObject({ name: 'InvalidSignatureException', status: 400 })
  })
})

describe('calls Cognito serves without credentials', () => {
  it('sign in and ask for a reset code unsigned', async () => {
    const signIn = await callCognito(pool.endpoint, 'InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Cordillera1' },
    })
    expect(signIn.status).toBe(200)
    const token = (signIn.body.AuthenticationResult as { AccessToken: string }).AccessToken
    const me = await callCognito(pool.endpoint, 'GetUser', { AccessToken: token })
    expect(me.status).toBe(200)
    const reset = await callCognito(pool.endpoint, 'ForgotPassword', {
      ClientId: pool.clientId,
      Username: email,
    })
    expect(reset.status).toBe(200)
  })
})
