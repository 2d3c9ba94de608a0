// What every operation of the layer works with: the emulator, its files, and the layer's own state.
import type { DataDirPaths } from '../data-dir-paths.ts'
import {
  type AppClient,
  type ClientsFile,
  type EmulatorUser,
  findUser,
  type PoolFile,
  readEmulatorJson,
} from '../emulator-db.ts'
import { LOCAL_USER_POOL } from '../local-user-pool.ts'
import type { UserPoolLogger } from '../logger.ts'
import { invalidParameter, resourceNotFound } from './cognito-error.ts'
import type { Devices } from './devices.ts'
import type { EmulatorClient } from './emulator-client.ts'
import type { PasswordLockout } from './password-lockout.ts'
import type { PasswordResets } from './password-resets.ts'
import type { PendingChallenges } from './pending-challenges.ts'
import type { Revocations } from './revocations.ts'
import type { AdminCredentials } from './signed-calls.ts'

export type LayerContext = {
  emulator: EmulatorClient
  paths: DataDirPaths
  challenges: PendingChallenges
  revocations: Revocations
  devices: Devices
  lockout: PasswordLockout
  /** Users in RESET_REQUIRED (AdminResetUserPassword), which the emulator cannot represent. */
  passwordResets: PasswordResets
  /** The key pair admin calls must be signed with. */
  adminCredentials: AdminCredentials
  logger: UserPoolLogger
}

export type LayerRequest = {
  body: Record<string, unknown>
  sourceIp: string | undefined
  /** Sends the request (or the given replacement body) to cognito-local, returns its answer. */
  forward: (body?: Record<string, unknown>) => Promise<unknown>
}

export type Operation = (ctx: LayerContext, request: LayerRequest) => Promise<unknown>

export const readPool = (ctx: LayerContext) => readEmulatorJson<PoolFile>(ctx.paths.poolFile)

export async function findPoolUser(
  ctx: LayerContext,
  name: unknown,
): Promise<EmulatorUser | undefined> {
  if (typeof name !== 'string' || !name) return undefined
  return findUser(await readPool(ctx), name)
}

export async function requireClient(ctx: LayerContext, clientId: unknown): Promise<AppClient> {
  if (typeof clientId !== 'string' || !clientId) {
    throw invalidParameter('Missing required parameter ClientId')
  }
  const clients = await readEmulatorJson<ClientsFile>(ctx.paths.clientsFile)
  const client = clients.Clients[clientId]
  if (!client || client.UserPoolId !== LOCAL_USER_POOL.userPoolId) {
    throw resourceNotFound(`User pool client ${clientId} does not exist.`)
  }
  return client
}

/** Cognito refuses a flow the app client does not list among its ExplicitAuthFlows. */
export function assertFlowAllowed(client: AppClient, flow: string): void {
  const allowed = client.ExplicitAuthFlows
  if (!allowed?.length) return
  const name = flow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : flow
  if (!allowed.includes(`ALLOW_${name}`) && !allowed.includes(name)) {
    throw invalidParameter(`${flow} flow not enabled for this client`)
  }
}

export function stringParameter(parameters: unknown, name: string, label = name): string {
  const value = (parameters as Record<string, unknown> | undefined)?.[name]
  if (typeof value !== 'string' || value === '') {
    throw invalidParameter(`Missing required parameter ${label}`)
  }
  return value
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)
