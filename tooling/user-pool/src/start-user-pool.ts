// Starts the local user pool: seeds the data dir, runs cognito-local on a private port, and puts
// the compatibility layer in front of it on the public one.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { startCompatServer } from './compat/compat-server.ts'
import type { LockoutPolicy } from './compat/password-lockout.ts'
import type { AdminCredentials } from './compat/signed-calls.ts'
import { dataDirPaths } from './data-dir-paths.ts'
import { startEmulator } from './emulator-process.ts'
import { LOCAL_ADMIN_CREDENTIALS, LOCAL_USER_POOL } from './local-user-pool.ts'
import { silentLogger, type UserPoolLogger } from './logger.ts'
import { seedDataDir } from './seed-data-dir.ts'

export type StartUserPoolOptions = {
  /** Public port of the pool; 0 picks a free one. */
  port?: number
  host?: string
  /** Where users, tokens and devices are kept between runs; created when missing. */
  dataDir: string
  logger?: UserPoolLogger
  /** The key pair admin calls must be signed with; LOCAL_ADMIN_CREDENTIALS by default. */
  adminCredentials?: AdminCredentials
  /** Cognito's wrong-password lockout by default; tests shorten it or give their own clock. */
  passwordLockout?: Partial<LockoutPolicy>
  /** The lockout's clock (Date.now): lets a test move past a window without waiting. */
  lockoutClock?: () => number
}

export type RunningUserPool = {
  /** What `Auth.Cognito.userPoolEndpoint` and the admin SDK's `endpoint` point at. */
  endpoint: string
  region: string
  userPoolId: string
  clientId: string
  dataDir: string
  /** What admin SDK clients sign with. */
  adminCredentials: AdminCredentials
  /** Stops the layer and the emulator; safe to call more than once. */
  stop: () => Promise<void>
}

export async function startUserPool(options: StartUserPoolOptions): Promise<RunningUserPool> {
  const {
    port = 9229,
    host = '127.0.0.1',
    logger = silentLogger,
    adminCredentials = LOCAL_ADMIN_CREDENTIALS,
  } = options
  const dataDir = resolve(options.dataDir)
  await mkdir(dataDir, { recursive: true })
  await seedDataDir(dataDir)
  const emulator = await startEmulator(dataDir, logger)
  let layer: Awaited<ReturnType<typeof startCompatServer>>
  try {
    layer = await startCompatServer({
      host,
      port,
      emulatorUrl: emulator.url,
      paths: dataDirPaths(dataDir),
      adminCredentials,
      lockout: {
        ...(options.passwordLockout && { policy: options.passwordLockout }),
        ...(options.lockoutClock && { now: options.lockoutClock }),
      },
      logger,
    })
  } catch (error) {
    await emulator.stop()
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    endpoint: layer.endpoint,
    region: LOCAL_USER_POOL.region,
    userPoolId: LOCAL_USER_POOL.userPoolId,
    clientId: LOCAL_USER_POOL.clientId,
    dataDir,
    adminCredentials,
    stop: () => {
      stopping ??= layer.close().finally(() => emulator.stop())
      return stopping
    },
  }
}
