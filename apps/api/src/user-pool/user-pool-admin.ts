// The user pool's admin API (AWS Cognito; locally the emulator at COGNITO_ENDPOINT): the pool owns
// passwords and sign-in, the database owns what users may do. Used by the seed and the admin CLI.
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
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

export function createUserPoolAdmin(config: CognitoConfig): UserPoolAdmin {
  // Admin calls are signed (AWS SigV4) in AWS and against the local pool alike, which accepts only
  // its development key pair (COGNITO_ACCESS_KEY_ID / COGNITO_SECRET_ACCESS_KEY).
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.adminCredentials && { credentials: config.adminCredentials }),
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
    findUser,
    setPassword,
    async createUser({ email, password, nombre }) {
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
    },
  }
}

function subOf(attributes: AttributeType[] | undefined): string | null {
  return attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? null
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name
}
