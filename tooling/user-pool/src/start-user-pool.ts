// Starts the local user pool: seeds the data dir, runs cognito-local on a private port, and puts
// the compatibility layer in front of it on the public one.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { startCompatServer } from './compat/compat-server.ts'
import { dataDirPaths } from './data-dir-paths.ts'
import { startEmulator } from './emulator-process.ts'
import { LOCAL_USER_POOL } from './local-user-pool.ts'
import { silentLogger, type UserPoolLogger } from './logger.ts'
import { seedDataDir } from './seed-data-dir.ts'

export type StartUserPoolOptions = {
  /** Public port of the pool; 0 picks a free one. */
  port?: number
  host?: string
  /** Where users, tokens and devices are kept between runs; created when missing. */
  dataDir: string
  logger?: UserPoolLogger
}

export type RunningUserPool = {
  /** What `Auth.Cognito.userPoolEndpoint` and the admin SDK's `endpoint` point at. */
  endpoint: string
  region: string
  userPoolId: string
  clientId: string
  dataDir: string
  /** Stops the layer and the emulator; safe to call more than once. */
  stop: () => Promise<void>
}

export async function startUserPool(options: StartUserPoolOptions): Promise<RunningUserPool> {
  const { port = 9229, host = '127.0.0.1', logger = silentLogger } = options
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
    stop: () => {
      stopping ??= layer.close().finally(() => emulator.stop())
      return stopping
    },
  }
}
