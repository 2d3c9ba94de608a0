// The service's state for load balancers, orchestrators and the local stack (decision 092):
// - GET /health: the database answers (kept as it was: the stack and load balancers wait on it);
// - GET /health/live: the process serves; no dependency is asked, so a slow database never gets
//   a healthy process restarted;
// - GET /health/ready: the database answers, the user pool answers and the last migration of the
//   journal is applied; 503 naming the part that failed otherwise.
// None of them queues behind the requests' statements: the database is asked through
// Database.ping (the server through a connection of its own, the embedded engine by its state),
// the pool through a client of its own with one short attempt, and the migrations' table only
// until it has once shown the journal's last migration (migrations are never taken back while
// the process runs). Every check is bounded by a timeout.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { getHealthRoute, getLivenessRoute, getReadinessRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import type { AppEnv } from '../app-env.ts'
import { type Db, withTimeout } from '../db/database.ts'
import { findMigrationsFolder } from '../db/migrations-folder.ts'
import { selectRows } from '../db/select-rows.ts'
import type { CognitoConfig } from '../env.ts'
import { registerRoute } from '../http/register-route.ts'
import type { UserPoolAdministration } from '../user-pool/user-pool-admin.ts'

const DATABASE_TIMEOUT_MS = 2000
const USER_POOL_TIMEOUT_MS = 1500
const MIGRATIONS_TIMEOUT_MS = 2000

type Part = 'ok' | 'error'

/** When the journal's last migration was generated: drizzle records it as `created_at`. */
export function lastJournalMigration(migrationsFolder = findMigrationsFolder()): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/** Whether the database has recorded the migration generated at `when`. */
export async function migrationApplied(db: Db, when: number): Promise<boolean> {
  const rows = await selectRows<{ applied: boolean }>(
    db,
    sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at >= ${when}) as applied`,
  )
  return rows[0]?.applied === true
}

/**
 * A cheap call the user pool answers (DescribeUserPool: Cognito and the local emulator alike),
 * through a client of its own: one attempt, short timeouts, so a pool that is down answers
 * false within USER_POOL_TIMEOUT_MS instead of after the SDK's retries.
 */
export function userPoolProbe(config: CognitoConfig): () => Promise<boolean> {
  let client: CognitoIdentityProviderClient | undefined
  return async () => {
    client ??= new CognitoIdentityProviderClient({
      region: config.region,
      ...(config.endpoint && { endpoint: config.endpoint }),
      ...(config.adminCredentials && { credentials: config.adminCredentials }),
      maxAttempts: 1,
      requestHandler: {
        connectionTimeout: USER_POOL_TIMEOUT_MS,
        requestTimeout: USER_POOL_TIMEOUT_MS,
        throwOnRequestTimeout: true,
      },
    })
    const answer = client.send(new DescribeUserPoolCommand({ UserPoolId: config.userPoolId }))
    return withTimeout(answer, USER_POOL_TIMEOUT_MS).then(
      (pool) => pool.UserPool?.Id === config.userPoolId,
      () => false,
    )
  }
}

/**
 * An administration the app was given instead of the configured pool's (a test's pool in
 * memory): asked the cheapest thing it answers, a user that cannot exist.
 */
function givenPoolProbe(pool: UserPoolAdministration): () => Promise<boolean> {
  return () =>
    withTimeout(pool.findUser('sonda-de-disponibilidad@cordillera.invalid'), USER_POOL_TIMEOUT_MS)
      .then(() => true)
      .catch(() => false)
}

/** `userPool`: the pool administration the app was given (AppDeps.userPool), if any. */
export function registerHealthRoutes(
  app: OpenAPIHono<AppEnv>,
  cognito: CognitoConfig,
  userPool?: UserPoolAdministration,
) {
  // The pool the app's routes use is the one asked: the configured one unless the app was given
  // another.
  const pingUserPool = userPool ? givenPoolProbe(userPool) : userPoolProbe(cognito)
  const lastMigration = lastJournalMigration()
  let migrationsSeen = false

  const pingDatabase = async (deps: AppEnv['Variables']['deps']): Promise<boolean> => {
    const { db, pingDatabase: ping } = deps
    if (ping) return ping()
    await withTimeout(db.execute(sql`select 1`), DATABASE_TIMEOUT_MS)
    return true
  }

  registerRoute(app, getHealthRoute, async (c) => {
    const { logger } = c.var.deps
    try {
      if ((await pingDatabase(c.var.deps)) === false) throw new Error('the database did not answer')
      return c.json({ status: 'ok', database: 'ok' } as const, 200)
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable')
      return c.json({ status: 'error', database: 'error' } as const, 503)
    }
  })

  registerRoute(app, getLivenessRoute, (c) => c.json({ status: 'ok' } as const, 200))

  registerRoute(app, getReadinessRoute, async (c) => {
    const { db, logger } = c.var.deps
    const part = (check: Promise<boolean>, what: string): Promise<Part> =>
      check.then(
        (ok) => (ok ? 'ok' : 'error'),
        (error: unknown) => {
          logger.warn({ err: error }, `readiness: ${what}`)
          return 'error'
        },
      )
    const [database, userPool, migrations] = await Promise.all([
      part(pingDatabase(c.var.deps), 'database'),
      part(pingUserPool(), 'user pool'),
      migrationsSeen
        ? ('ok' as const)
        : part(
            withTimeout(migrationApplied(db, lastMigration), MIGRATIONS_TIMEOUT_MS).then((ok) => {
              if (ok) migrationsSeen = true
              return ok
            }),
            'migrations',
          ),
    ])
    const ready = database === 'ok' && userPool === 'ok' && migrations === 'ok'
    if (!ready) logger.warn({ database, userPool, migrations }, 'not ready')
    if (ready) return c.json({ status: 'ok', database, userPool, migrations } as const, 200)
    return c.json({ status: 'error', database, userPool, migrations } as const, 503)
  })
}
