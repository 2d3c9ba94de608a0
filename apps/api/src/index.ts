// The API process: builds the dependencies from the environment, migrates, seeds the demo data
// when a development stack asks (SEED_DEMO), listens, runs the jobs' queue, and on SIGTERM/SIGINT stops accepting, lets in-flight requests and jobs finish, closes the
// database and exits 0. Everything else lives in createApp (app.ts).
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { createTokenVerifier } from './auth/token-verifier.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import type { Database } from './db/database.ts'
import { openConfiguredDatabase } from './db/open-configured-database.ts'
import { UnsupportedServerError } from './db/server-requirements.ts'
import { deploymentRefusals, missingDeploymentSettings, readConfig } from './env.ts'
import { startJobs } from './jobs/start-jobs.ts'
import { createLogger } from './logger.ts'
import { seedDemo } from './seed/seed-demo.ts'
import { cifradoSii, siiCertKey } from './sii/cifrado.ts'
import { openConfiguredStorage } from './storage/open-configured-storage.ts'
import { startUploadSweeper } from './storage/upload-sweeper.ts'
import { createUserPoolAdmin } from './user-pool/user-pool-admin.ts'

// Requests still running after this long do not hold a shutdown forever.
const SHUTDOWN_GRACE_MS = 10_000

const config = readConfig()
const logger = createLogger(config.log)

// A deployment never loads the demo data (decision 046): refused before anything is opened, on
// stderr as plain text (whatever LOG_LEVEL says; a pretty log's worker could lose it on exit).
const refusals = deploymentRefusals(config)
if (refusals.length > 0) {
  for (const refusal of refusals) process.stderr.write(`${refusal}\n`)
  process.exit(1)
}

// With AWS Cognito the API is a deployment: its instances must share the keys they sign with.
const missingSettings = missingDeploymentSettings(config)
if (missingSettings.length > 0) {
  logger.fatal({ missing: missingSettings }, 'a deployment needs these settings')
  process.exit(1)
}

// Opened before the database: the demo seed puts its documents' files in it.
const storage = await openConfiguredStorage(config)

async function prepareDatabase(): Promise<Database> {
  const database = await openConfiguredDatabase(config)
  try {
    await database.migrate()
    if (config.seedDemo) {
      // Not a deployment, so COGNITO_ENDPOINT names the local pool: the demo accounts (one
      // published password) never reach a real Cognito pool.
      await seedDemo({
        db: database.db,
        userPool: createUserPoolAdmin(config.cognito),
        logger,
        storage,
        // The same key as the SII routes' (app.ts): the demo certificate and CAFs open there.
        cifradoSii: cifradoSii(
          siiCertKey(config.siiCertKey, process.env.NODE_ENV === 'production'),
        ),
      })
    }
    return database
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}

const database = await prepareDatabase().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    logger.fatal(
      { pid: error.pid, lock: error.lockPath },
      'another process holds the embedded database; stop it or set DATABASE_URL',
    )
  } else if (error instanceof UnsupportedServerError) {
    // The message says what the server lacks; a stack would only bury it.
    logger.fatal({ server: error.facts.version }, error.message)
  } else {
    logger.fatal({ err: error }, 'start-up failed')
  }
  process.exit(1)
})

const app = createApp({
  db: database.db,
  logger,
  verifier: createTokenVerifier(config.cognito, logger),
  config,
  storage,
  pingDatabase: database.ping,
})

// Plain HTTP/1.1: TLS, when any, ends at the load balancer or proxy in front.
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    {
      url: `http://${config.host}:${info.port}`,
      database: database.kind,
      cognito: config.cognito.endpoint ?? 'aws',
      trustLocalJwks: config.cognito.trustLocalJwks,
      storage: config.storage.kind === 'disco' ? config.storage.dir : config.storage.bucket,
    },
    'api listening',
  )
}) as Server

// Uploads no document took (a dialog closed after the upload) are removed once old enough.
const uploadSweeper = startUploadSweeper({
  storage,
  keptHours: config.uploadsKeptHours,
  logger,
})

// The jobs' queue (decision 071): mails of notifications, sent and retried apart from requests.
const jobs = startJobs({ db: database.db, config, logger })

let stopping = false
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'shutting down')
  uploadSweeper.stop()
  // No job is taken from now on; those running finish (each bounded by its timeout).
  const jobsStopped = jobs.stop()
  const forced = setTimeout(() => {
    logger.warn('requests still running after the grace period; closing them')
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  forced.unref()
  // close() stops accepting at once and calls back when in-flight requests have ended (Node
  // drops idle keep-alive connections itself).
  server.close(async (error) => {
    clearTimeout(forced)
    if (error) logger.warn({ err: error }, 'server close')
    try {
      await jobsStopped
      await database.close()
      logger.info('stopped')
      process.exit(0)
    } catch (closeError) {
      logger.error({ err: closeError }, 'closing the database failed')
      process.exit(1)
    }
  })
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
