// The user pool's admin API (AWS Cognito; locally the emulator at COGNITO_ENDPOINT): the pool owns
// passwords and sign-in, the database owns what users may do. Used by the seed and the admin CLI.
// Every call is bounded in time, and a pool that is down, unreachable or failing on its side is
// UserPoolUnavailableError (a route calling the pool answers 503 with it: error-handlers.ts).
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider'
import type { CognitoConfig } from '../env.ts'

export type PoolUserInput = { email: string; password: string; nombre: string }

export type UserPoolAdmin = {
  /** The user's `sub`, or null when the pool has no such user. */
  findUser(email: string): Promise<string | null>
  /** Creates the user, confirmed, with a permanent password and no invitation e-mail. */
  createUser(input: PoolUserInput): Promise<string>
  /** Gives an existing user a new permanent password. */
  setPassword(email: string, password: string): Promise<void>
}

/** The user pool did not answer (down, unreachable, too slow) or failed on its side. */
export class UserPoolUnavailableError extends Error {
  override name = 'UserPoolUnavailableError'
}

export type UserPoolAdminOptions = {
  /** Longest wait for a connection to the pool; default 3 s. */
  connectionTimeoutMs?: number
  /** Longest wait for one answer of the pool; default 10 s. */
  requestTimeoutMs?: number
}

export function createUserPoolAdmin(
  config: CognitoConfig,
  options: UserPoolAdminOptions = {},
): UserPoolAdmin {
  // Admin calls are signed (AWS SigV4) in AWS and against the local pool alike, which accepts only
  // its development key pair (COGNITO_ACCESS_KEY_ID / COGNITO_SECRET_ACCESS_KEY).
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.adminCredentials && { credentials: config.adminCredentials }),
    // The SDK waits forever by default; its retries (3 attempts) stay as they are.
    requestHandler: {
      connectionTimeout: options.connectionTimeoutMs ?? 3000,
      requestTimeout: options.requestTimeoutMs ?? 10_000,
      throwOnRequestTimeout: true,
    },
  })
  const UserPoolId = config.userPoolId

  const findUser = async (email: string) => {
    try {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
      return subOf(user.UserAttributes)
    } catch (error) {
      if (error instanceof UserNotFoundException || isNamed(error, 'UserNotFoundException')) {
        return null
      }
      throw error
    }
  }

  const setPassword = async (email: string, password: string) => {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    )
  }

  return {
    findUser: (email) => reportingUnavailable(() => findUser(email)),
    setPassword: (email, password) => reportingUnavailable(() => setPassword(email, password)),
    createUser: ({ email, password, nombre }) =>
      reportingUnavailable(async () => {
        const created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: nombre },
            ],
          }),
        )
        await setPassword(email, password)
        const sub = subOf(created.User?.Attributes) ?? (await findUser(email))
        if (!sub) throw new Error(`The user pool did not return a sub for ${email}`)
        return sub
      }),
  }
}

async function reportingUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (poolUnavailable(error)) {
      throw new UserPoolUnavailableError('The user pool is unavailable', { cause: error })
    }
    throw error
  }
}

/**
 * The pool's own refusals (a user that exists, a bad password…) are answers; no answer at all (a
 * network error or time-out, which the SDK throws as they come), a failure on its side (5xx) or
 * throttling mean it is not available now.
 */
function poolUnavailable(error: unknown): boolean {
  if (error instanceof CognitoIdentityProviderServiceException) {
    return (
      error.$fault === 'server' ||
      (error.$metadata.httpStatusCode ?? 0) >= 500 ||
      error.name === 'TooManyRequestsException'
    )
  }
  // What the SDK sent and got nothing for carries its $metadata (attempts) and no status.
  const { $metadata } = (error ?? {}) as { $metadata?: { httpStatusCode?: number } }
  if ($metadata === undefined) return false
  return $metadata.httpStatusCode === undefined || $metadata.httpStatusCode >= 500
}

function subOf(attributes: AttributeType[] | undefined): string | null {
  return attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? null
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name
}
