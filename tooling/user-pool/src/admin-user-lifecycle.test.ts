// A user's life as the API drives it, every call through the AWS SDK client the API uses: created
// with a temporary password (or one the pool makes up), challenged for a new password at first
// sign-in, disabled and enabled, signed out everywhere, and reset by an administrator into the
// forgot-password code flow. Errors are checked by the names and statuses the SDK reports.
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  type CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readConfirmationCode } from './confirmation-code.ts'
import { LOCAL_USER_POOL } from './local-user-pool.ts'
import { adminClient, createUser, startTestPool, type TestPool } from './test-support.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const UserPoolId = LOCAL_USER_POOL.userPoolId
let pool: TestPool
let sdk: CognitoIdentityProviderClient

beforeAll(async () => {
  pool = await startTestPool()
  sdk = adminClient(pool.endpoint)
})

afterAll(async () => {
  sdk?.destroy()
  await pool?.cleanUp()
})

/** The SDK's exception, as `{ name, message, status }`, or undefined when the call succeeded. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise
    return undefined
  } catch (error) {
    const { name, message, $metadata } = error as CognitoIdentityProviderServiceException
    return { name, message, status: $metadata.httpStatusCode }
  }
}

const signIn = (username: string, password: string) =>
  sdk.send(
    new InitiateAuthCommand({
      ClientId: LOCAL_USER_POOL.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  )

const refresh = (refreshToken: string) =>
  sdk.send(
    new InitiateAuthCommand({
      ClientId: LOCAL_USER_POOL.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  )

const statusOf = async (username: string) => {
  const user = await sdk.send(new AdminGetUserCommand({ UserPoolId, Username: username }))
  return { status: user.UserStatus, enabled: user.Enabled }
}

async function signedInTokens(username: string, password: string) {
  const { AuthenticationResult } = await signIn(username, password)
  if (!AuthenticationResult?.RefreshToken) throw new Error('no tokens')
  return AuthenticationResult
}

describe('creating a user with a temporary password', () => {
  const email = 'camila.rojas@cordillera.test'

  it('keeps it in FORCE_CHANGE_PASSWORD, challenges its sign-in and takes a new password', async () => {
    const created = await sdk.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        TemporaryPassword: 'Temporal2026',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Camila Rojas' },
        ],
      }),
    )
    expect(created.User?.UserStatus).toBe('FORCE_CHANGE_PASSWORD')
    expect(created.User?.Attributes).toContainEqual({ Name: 'name', Value: 'Camila Rojas' })
    expect(await statusOf(email)).toEqual({ status: 'FORCE_CHANGE_PASSWORD', enabled: true })

    const challenge = await signIn(email, 'Temporal2026')
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED')
    expect(challenge.AuthenticationResult).toBeUndefined()
    const respond = (password: string) =>
      sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: LOCAL_USER_POOL.clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
        }),
      )
    expect(await refusal(respond('corta'))).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
      status: 400,
    })
    // The refused password leaves the session open for another try.
    const done = await respond('Definitiva2026')
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy()
    expect(await statusOf(email)).toEqual({ status: 'CONFIRMED', enabled: true })
    expect((await signIn(email, 'Definitiva2026')).AuthenticationResult?.IdToken).toBeTruthy()
    expect(await refusal(signIn(email, 'Temporal2026'))).toMatchObject({
      name: 'NotAuthorizedException',
    })
  })

  it('refuses a second user with the same e-mail, whatever its case', async () => {
    expect(
      await refusal(
        sdk.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: email.toUpperCase(),
            TemporaryPassword: 'Temporal2026',
            MessageAction: 'SUPPRESS',
          }),
        ),
      ),
    ).toEqual({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
      status: 400,
    })
  })

  it('refuses a temporary password the policy does not accept', async () => {
    expect(
      await refusal(
        sdk.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: 'sin.mayusculas@cordillera.test',
            TemporaryPassword: 'temporal2026',
            MessageAction: 'SUPPRESS',
          }),
        ),
      ),
    ).toMatchObject({ name: 'InvalidPasswordException', status: 400 })
  })

  it('makes up a temporary password meeting the policy when none is given', async () => {
    const username = 'generada@cordillera.test'
    await sdk.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: username }],
      }),
    )
    // Nobody was told the password: it is read from the emulator's store, as a test may.
    const { readFile } = await import('node:fs/promises')
    const { dataDirPaths } = await import('./data-dir-paths.ts')
    const stored = JSON.parse(await readFile(dataDirPaths(pool.dataDir).poolFile, 'utf8')) as {
      Users: Record<string, { Password: string; Attributes: { Name: string; Value: string }[] }>
    }
    const user = Object.values(stored.Users).find((candidate) =>
      candidate.Attributes.some((a) => a.Name === 'email' && a.Value === username),
    )
    const password = user?.Password ?? ''
    expect(password.length).toBeGreaterThanOrEqual(12)
    expect(password).toMatch(/[a-z]/)
    expect(password).toMatch(/[A-Z]/)
    expect(password).toMatch(/\d/)
    expect((await signIn(username, password)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED')
  })
})

describe('disabling, enabling and signing out', () => {
  const email = 'pedro.soto@cordillera.test'

  beforeAll(async () => {
    await createUser(sdk, email, 'Cordillera2026', 'Pedro Soto')
  })

  it('refuses a disabled user sign-in and refresh, and lets it in again once enabled', async () => {
    const tokens = await signedInTokens(email, 'Cordillera2026')
    await sdk.send(new AdminDisableUserCommand({ UserPoolId, Username: email }))
    expect(await statusOf(email)).toEqual({ status: 'CONFIRMED', enabled: false })
    const disabled = { name: 'NotAuthorizedException', message: 'User is disabled.', status: 400 }
    expect(await refusal(signIn(email, 'Cordillera2026'))).toEqual(disabled)
    expect(await refusal(refresh(tokens.RefreshToken ?? ''))).toEqual(disabled)

    await sdk.send(new AdminEnableUserCommand({ UserPoolId, Username: email }))
    expect(await statusOf(email)).toEqual({ status: 'CONFIRMED', enabled: true })
    const again = await signedInTokens(email, 'Cordillera2026')
    expect((await refresh(again.RefreshToken ?? '')).AuthenticationResult?.AccessToken).toBeTruthy()
  })

  it('keeps the sessions started before disabling ended after enabling', async () => {
    const tokens = await signedInTokens(email, 'Cordillera2026')
    await sdk.send(new AdminDisableUserCommand({ UserPoolId, Username: email }))
    await sdk.send(new AdminEnableUserCommand({ UserPoolId, Username: email }))
    expect(await refusal(refresh(tokens.RefreshToken ?? ''))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
      status: 400,
    })
  })

  it('revokes every refresh token on a global sign-out', async () => {
    const first = await signedInTokens(email, 'Cordillera2026')
    const second = await signedInTokens(email, 'Cordillera2026')
    await sdk.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: email }))
    for (const tokens of [first, second]) {
      expect(await refusal(refresh(tokens.RefreshToken ?? ''))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
        status: 400,
      })
    }
    expect((await signedInTokens(email, 'Cordillera2026')).AccessToken).toBeTruthy()
  })

  it('answers UserNotFoundException for an unknown user', async () => {
    for (const command of [
      new AdminDisableUserCommand({ UserPoolId, Username: 'nadie@cordillera.test' }),
      new AdminEnableUserCommand({ UserPoolId, Username: 'nadie@cordillera.test' }),
      new AdminUserGlobalSignOutCommand({ UserPoolId, Username: 'nadie@cordillera.test' }),
      new AdminResetUserPasswordCommand({ UserPoolId, Username: 'nadie@cordillera.test' }),
    ]) {
      expect(await refusal(sdk.send(command as never))).toEqual({
        name: 'UserNotFoundException',
        message: 'User does not exist.',
        status: 400,
      })
    }
  })
})

describe("an administrator's password reset", () => {
  const email = 'rosa.diaz@cordillera.test'

  beforeAll(async () => {
    await createUser(sdk, email, 'Cordillera2026', 'Rosa Díaz')
  })

  it('puts the user in RESET_REQUIRED until the emailed code sets a new password', async () => {
    await sdk.send(new AdminResetUserPasswordCommand({ UserPoolId, Username: email }))
    expect(await statusOf(email)).toEqual({ status: 'RESET_REQUIRED', enabled: true })
    const listed = await sdk.send(
      new ListUsersCommand({ UserPoolId, Filter: `email = "${email}"` }),
    )
    expect(listed.Users?.[0]?.UserStatus).toBe('RESET_REQUIRED')
    expect(await refusal(signIn(email, 'Cordillera2026'))).toEqual({
      name: 'PasswordResetRequiredException',
      message: 'Password reset required for the user',
      status: 400,
    })

    const code = await readConfirmationCode(pool.dataDir, email)
    const confirm = (confirmationCode: string, password: string) =>
      sdk.send(
        new ConfirmForgotPasswordCommand({
          ClientId: LOCAL_USER_POOL.clientId,
          Username: email,
          ConfirmationCode: confirmationCode,
          Password: password,
        }),
      )
    expect((await refusal(confirm(`${code}9`, 'Nueva2026clave')))?.name).toBe(
      'CodeMismatchException',
    )
    expect((await refusal(confirm(code, 'nueva')))?.name).toBe('InvalidPasswordException')
    expect(await statusOf(email)).toEqual({ status: 'RESET_REQUIRED', enabled: true })
    await confirm(code, 'Nueva2026clave')
    expect(await statusOf(email)).toEqual({ status: 'CONFIRMED', enabled: true })
    expect((await signIn(email, 'Nueva2026clave')).AuthenticationResult?.AccessToken).toBeTruthy()
  })

  it('lets the user ask for a fresh code with ForgotPassword while reset', async () => {
    await sdk.send(new AdminResetUserPasswordCommand({ UserPoolId, Username: email }))
    const first = await readConfirmationCode(pool.dataDir, email)
    const sent = await sdk.send(
      new ForgotPasswordCommand({ ClientId: LOCAL_USER_POOL.clientId, Username: email }),
    )
    expect(sent.CodeDeliveryDetails?.Destination).toBe('r***@c***')
    const code = await readConfirmationCode(pool.dataDir, email)
    expect(typeof code).toBe('string')
    await sdk.send(
      new ConfirmForgotPasswordCommand({
        ClientId: LOCAL_USER_POOL.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'Otra2026clave',
      }),
    )
    expect(first).toBeTruthy()
    expect((await signIn(email, 'Otra2026clave')).AuthenticationResult?.AccessToken).toBeTruthy()
  })

  it('refuses to reset a user that never set its password, as Cognito does', async () => {
    const fresh = 'primera.vez@cordillera.test'
    await sdk.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: fresh,
        TemporaryPassword: 'Temporal2026',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: fresh },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    )
    expect(
      await refusal(sdk.send(new AdminResetUserPasswordCommand({ UserPoolId, Username: fresh }))),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
      status: 400,
    })
  })

  it('keeps the status across a restart of the pool', async () => {
    await sdk.send(new AdminResetUserPasswordCommand({ UserPoolId, Username: email }))
    const { PasswordResets } = await import('./compat/password-resets.ts')
    const { dataDirPaths } = await import('./data-dir-paths.ts')
    const reopened = await PasswordResets.open(dataDirPaths(pool.dataDir).passwordResetsFile)
    const sub = (await sdk.send(new AdminGetUserCommand({ UserPoolId, Username: email }))).Username
    expect(reopened.isRequired(sub ?? '')).toBe(true)
  })
})
