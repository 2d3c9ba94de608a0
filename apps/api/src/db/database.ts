// Opens the database the configuration asks for: a real PostgreSQL server (DATABASE_URL) through
// postgres-js, or embedded PGlite (on disk, or in memory for tests) in a worker thread of its own
// (pglite-thread.ts). Both give the same drizzle API and run the same migrations, and neither
// lets a statement run unbounded: the server cancels one after `statementTimeoutMs`; the
// embedded engine cannot be interrupted, so it runs off the API's thread and the requests' input
// bounds its work (decision 039).
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Logger as QueryLogger } from 'drizzle-orm/logger'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { findMigrationsFolder } from './migrations-folder.ts'
import { PgliteThread } from './pglite-thread.ts'
import * as schema from './schema/index.ts'
import { assertSupportedServer } from './server-requirements.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * Applies pending migrations from apps/api/drizzle. On a PostgreSQL server it first checks the
   * server can run them (UnsupportedServerError otherwise).
   */
  migrate(): Promise<void>
  /** A statement straight to the driver, past drizzle: the benchmark's raw-SQL baseline. */
  rawQuery(text: string, params: unknown[]): Promise<unknown>
  /**
   * Whether the database answers, without queueing behind the requests' statements (/health):
   * the server through a connection of its own; the embedded engine by `select 1` when idle, or
   * as working when its oldest statement on its way is younger than the statement timeout.
   */
  ping(): Promise<boolean>
  /** The embedded database's data folder as a tarball (tests copy a seeded one); undefined on a server. */
  dumpDataDir(): Promise<Uint8Array | undefined>
  close(): Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined = in memory (tests); `loadDataDir` = start from a dumped data folder
   * (the tests' seeded template).
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Uint8Array | undefined }

/** A statement running longer than this is cancelled by the server (SQLSTATE 57014). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000

export type DatabaseOptions = {
  /** Sees every statement drizzle sends (the benchmark records the list's SQL with it). */
  queryLogger?: QueryLogger
  /** PostgreSQL's statement_timeout for every connection; default DEFAULT_STATEMENT_TIMEOUT_MS. */
  statementTimeoutMs?: number
}

const PING_TIMEOUT_MS = 2000

/** Seconds before the driver's next connection attempt: 0.1, 0.2, 0.4, 0.8, then every second. */
const reconnectBackoff = (retries: number) => Math.min(0.1 * 2 ** retries, 1)

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, options)
    : openPglite(target, options)
}

async function openPglite(
  { dataDir, loadDataDir }: { dataDir: string | undefined; loadDataDir?: Uint8Array | undefined },
  options: DatabaseOptions,
): Promise<Database> {
  // PGlite creates its own folder but not the ones above it.
  if (dataDir !== undefined) mkdirSync(dirname(dataDir), { recursive: true })
  const client = await PgliteThread.open({ dataDir, loadDataDir })
  // The thread answers the calls drizzle's PGlite driver makes (query, transaction).
  const db = drizzlePglite({
    client: client as unknown as PGlite,
    schema,
    logger: options.queryLogger ?? false,
  })
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    rawQuery: (text, params) => client.query(text, params),
    async ping() {
      const state = client.state()
      if (state.kind === 'closed') return false
      if (state.kind === 'busy') return state.sinceMs < statementTimeoutMs
      return withTimeout(client.query('select 1'), PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      )
    },
    dumpDataDir: () => client.dumpDataDir(),
    close: () => client.close(),
  }
}

// Arbitrary but fixed: every replica takes the same advisory lock around migrations, so two
// instances starting together do not apply the same migration twice.
const MIGRATION_LOCK_ID = 7_245_130_001

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS
  // Every statement is cancelled past the timeout, and a transaction left idle is ended, so no
  // request holds a connection or a lock unbounded.
  const connection = {
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
  }
  const client = postgres(url, {
    onnotice: () => {},
    connection,
    connect_timeout: 5,
    // After a server restart the pool reconnects within a second of the server being back (the
    // driver's default waits up to 20 s between attempts, each request meanwhile a 503).
    backoff: reconnectBackoff,
  })
  // /health's own connection: it never waits behind the pool's busy connections.
  const probe = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 2,
    idle_timeout: 30,
    backoff: reconnectBackoff,
    connection: { statement_timeout: PING_TIMEOUT_MS },
  })
  const db = drizzlePostgres({ client, schema, logger: options.queryLogger ?? false })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Named, as a hand-written driver call would send it: one round trip once the connection has
    // it (unnamed, the driver would describe it first, a round trip more).
    rawQuery: (text, params) =>
      client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }),
    ping: () =>
      withTimeout(probe`select 1`, PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      ),
    dumpDataDir: async () => undefined,
    async migrate() {
      // Session-level advisory locks need one connection for lock, migrate and unlock.
      const single = postgres(url, { max: 1, onnotice: () => {} })
      try {
        await assertSupportedServer((text) => single.unsafe(text))
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
        await migratePostgres(drizzlePostgres({ client: single }), {
          migrationsFolder: findMigrationsFolder(),
        })
        await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`
      } finally {
        await single.end()
      }
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), probe.end({ timeout: 1 })])
    },
  }
}

/** `promise`, or a rejection after `ms` (the promise's work goes on: nothing here can stop it). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
