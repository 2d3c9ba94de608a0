// Reads cognito-local's own JSON files (the pool with its users, the app clients). The layer needs
// what the emulator's API never returns, such as the password SRP is verified against.
import { readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'

export type UserAttribute = { Name: string; Value?: string }

export type EmulatorUser = {
  Username: string
  Password?: string
  Attributes?: UserAttribute[]
  Enabled?: boolean
  UserStatus?: string
  ConfirmationCode?: string
  RefreshTokens?: string[]
}

export type PasswordPolicy = {
  MinimumLength?: number
  RequireUppercase?: boolean
  RequireLowercase?: boolean
  RequireNumbers?: boolean
  RequireSymbols?: boolean
}

export type PoolOptions = {
  Id: string
  UsernameAttributes?: string[]
  UsernameConfiguration?: { CaseSensitive?: boolean }
  DeviceConfiguration?: {
    ChallengeRequiredOnNewDevice?: boolean
    DeviceOnlyRememberedOnUserPrompt?: boolean
  }
  Policies?: { PasswordPolicy?: PasswordPolicy }
  AdminCreateUserConfig?: { AllowAdminCreateUserOnly?: boolean }
  SchemaAttributes?: { Name?: string; Required?: boolean }[]
}

export type PoolFile = { Users: Record<string, EmulatorUser>; Options: PoolOptions }

export type AppClient = {
  ClientId: string
  UserPoolId: string
  ExplicitAuthFlows?: string[]
  PreventUserExistenceErrors?: string
}

export type ClientsFile = { Clients: Record<string, AppClient> }

/**
 * The emulator rewrites its files in place (not atomically), so a read can land on a half-written
 * file: parse failures are retried for a moment before they count.
 */
export async function readEmulatorJson<T>(file: string): Promise<T> {
  let lastError: unknown
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error
      lastError = error
      await sleep(25)
    }
  }
  throw lastError
}

export function attributeValue(user: EmulatorUser, name: string): string | undefined {
  return user.Attributes?.find((attribute) => attribute.Name === name)?.Value
}

/** Finds a user the way Cognito resolves a sign-in name: username, then sub, then the email alias. */
export function findUser(pool: PoolFile, name: string): EmulatorUser | undefined {
  const exact = pool.Users[name]
  if (exact) return exact
  const users = Object.values(pool.Users)
  const caseSensitive = pool.Options.UsernameConfiguration?.CaseSensitive === true
  const same = (a: string | undefined) =>
    a !== undefined && (caseSensitive ? a === name : a.toLowerCase() === name.toLowerCase())
  const emailIsUsername = pool.Options.UsernameAttributes?.includes('email') ?? false
  return (
    users.find((user) => attributeValue(user, 'sub') === name) ??
    users.find((user) => same(user.Username)) ??
    (emailIsUsername ? users.find((user) => same(attributeValue(user, 'email'))) : undefined)
  )
}
