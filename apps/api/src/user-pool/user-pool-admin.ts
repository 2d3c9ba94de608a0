// The user pool's admin API (AWS Cognito; locally the emulator at COGNITO_ENDPOINT): the pool owns
// passwords and sign-in, the database owns what users may do. Used by the seed, the admin CLI and
// the users' administration (decision 068: invite with a temporary password, disable, enable,
// reset). Every call is bounded in time, and a pool that is down, unreachable or failing on its
// side is UserPoolUnavailableError (a route calling the pool answers 503 with it:
// error-handlers.ts); the pool's refusals of the administration calls are ApiHttpError with the
// catalogue's Spanish messages (userPoolRefusal).
import { randomInt } from 'node:crypto'
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider'
import type { CognitoConfig } from '../env.ts'
import { ApiHttpError } from '../http/api-error.ts'

export type PoolUserInput = { email: string; password: string; nombre: string }

export type InviteUserInput = {
  email: string
  nombre: string
  /**
   * 'show': the temporary password comes back once, for the administrator to hand over (the pool
   * sends nothing); 'email': the pool e-mails it and it never comes back.
   */
  delivery: 'show' | 'email'
}

export type InvitedUser = {
  sub: string
  /** Only with delivery 'show': returned this once, kept nowhere. */
  temporaryPassword: string | null
}

/** Cognito's user statuses the administration shows. */
export type PoolUserStatus =
  | 'FORCE_CHANGE_PASSWORD'
  | 'CONFIRMED'
  | 'RESET_REQUIRED'
  | 'UNCONFIRMED'
  | 'ARCHIVED'
  | 'COMPROMISED'
  | 'EXTERNAL_PROVIDER'
  | 'UNKNOWN'

export type PoolUserState = { sub: string; status: PoolUserStatus; enabled: boolean }

export type UserPoolAdmin = {
  /** The user's `sub`, or null when the pool has no such user. */
  findUser(email: string): Promise<string | null>
  /** Creates the user, confirmed, with a permanent password and no invitation e-mail. */
  createUser(input: PoolUserInput): Promise<string>
  /** Gives an existing user a new permanent password. */
  setPassword(email: string, password: string): Promise<void>
}

/** What the users' administration does to a user in the pool, as Cognito does it (decision 068). */
export type UserPoolAdministration = UserPoolAdmin & {
  /**
   * Creates the user with a temporary password it must replace at its first sign-in
   * (FORCE_CHANGE_PASSWORD). An e-mail already in the pool: 409 conflicto.
   */
  inviteUser(input: InviteUserInput): Promise<InvitedUser>
  /** Status and enabled flag, or null when the pool has no such user. */
  userState(email: string): Promise<PoolUserState | null>
  /** Disables the user and ends all its sessions (its refresh tokens stop working at once). */
  disableUser(email: string): Promise<void>
  enableUser(email: string): Promise<void>
  /**
   * The user's password stops working (RESET_REQUIRED) and the pool e-mails it a code for the
   * forgot-password flow. A user that never set its password: 409 conflicto.
   */
  resetPassword(email: string): Promise<void>
}

/** The Spanish messages of the pool's refusals (the API's catalogue, api-error.ts's shape). */
export const mensajesUsuarios = {
  correoExiste: 'Ya existe un usuario con ese correo.',
  noExiste: 'El usuario no existe en el servicio de inicio de sesión.',
  contraseniaTemporalNoValida:
    'La contraseña temporal no cumple la política de contraseñas del servicio de inicio de sesión.',
  sinContraseniaPropia:
    'El usuario aún no define su contraseña: no se puede restablecer. Vuelva a invitarlo o espere a que ingrese con la contraseña temporal.',
  sinCorreoVerificado:
    'El usuario no tiene un correo verificado al que enviar el código: no se puede restablecer su contraseña.',
  rechazado: 'El servicio de inicio de sesión rechazó la operación.',
} as const

/**
 * The ApiHttpError for a refusal of the pool (its exception name), or undefined when the error is
 * not one (unavailability and the rest stay as they are).
 */
export function userPoolRefusal(error: unknown): ApiHttpError | undefined {
  if (!(error instanceof Error) || poolUnavailable(error)) return undefined
  switch (error.name) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return new ApiHttpError(409, 'conflicto', mensajesUsuarios.correoExiste, {
        email: mensajesUsuarios.correoExiste,
      })
    case 'UserNotFoundException':
      return new ApiHttpError(404, 'no_encontrado', mensajesUsuarios.noExiste)
    case 'InvalidPasswordException':
      return new ApiHttpError(400, 'entrada_invalida', mensajesUsuarios.contraseniaTemporalNoValida)
    case 'NotAuthorizedException':
      return new ApiHttpError(409, 'conflicto', mensajesUsuarios.sinContraseniaPropia)
    case 'InvalidParameterException':
      return new ApiHttpError(409, 'conflicto', mensajesUsuarios.sinCorreoVerificado)
    default:
      return error instanceof CognitoIdentityProviderServiceException
        ? new ApiHttpError(409, 'conflicto', mensajesUsuarios.rechazado)
        : undefined
  }
}

const temporaryAlphabets = [
  'abcdefghijkmnopqrstuvwxyz',
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  '23456789',
  '!#%*+-=?@',
]

/**
 * A random temporary password meeting the pool's policy and the portals' (passwordSchema: lower
 * and upper case, a digit, a symbol), 14 characters without look-alikes (l/1, O/0) to read aloud.
 */
export function temporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? ''
  const characters = temporaryAlphabets.map(pick)
  const all = temporaryAlphabets.join('')
  while (characters.length < 14) characters.push(pick(all))
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? '']
  }
  return characters.join('')
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
): UserPoolAdministration {
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

  /** An administration call: unavailability as UserPoolUnavailableError, refusals in Spanish. */
  const administering = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await reportingUnavailable(call)
    } catch (error) {
      throw userPoolRefusal(error) ?? error
    }
  }

  const inviteUser = async ({ email, nombre, delivery }: InviteUserInput) => {
    const password = temporaryPassword()
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        TemporaryPassword: password,
        ...(delivery === 'show'
          ? { MessageAction: 'SUPPRESS' as const }
          : { DesiredDeliveryMediums: ['EMAIL' as const] }),
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: nombre },
        ],
      }),
    )
    const sub = subOf(created.User?.Attributes) ?? (await findUser(email))
    if (!sub) throw new Error(`The user pool did not return a sub for ${email}`)
    return { sub, temporaryPassword: delivery === 'show' ? password : null }
  }

  const userState = async (email: string): Promise<PoolUserState | null> => {
    try {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
      return {
        sub: subOf(user.UserAttributes) ?? '',
        status: (user.UserStatus ?? 'UNKNOWN') as PoolUserStatus,
        enabled: user.Enabled !== false,
      }
    } catch (error) {
      if (isNamed(error, 'UserNotFoundException')) return null
      throw error
    }
  }

  const target = (email: string) => ({ UserPoolId, Username: email })

  return {
    inviteUser: (input) => administering(() => inviteUser(input)),
    userState: (email) => administering(() => userState(email)),
    disableUser: (email) =>
      administering(async () => {
        await client.send(new AdminDisableUserCommand(target(email)))
        // Cognito's disabling revokes the tokens too; signing out everywhere says so explicitly.
        await client.send(new AdminUserGlobalSignOutCommand(target(email)))
      }),
    enableUser: (email) =>
      administering(async () => {
        await client.send(new AdminEnableUserCommand(target(email)))
      }),
    resetPassword: (email) =>
      administering(async () => {
        await client.send(new AdminResetUserPasswordCommand(target(email)))
      }),
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
