// Opens the database the configuration asks for: a real PostgreSQL server (DATABASE_URL) through
// postgres-js, or embedded PGlite (on disk, or in memory for tests). Both give the same drizzle
// API and run the same migrations.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Logger as QueryLogger } from 'drizzle-orm/logger'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { findMigrationsFolder } from './migrations-folder.ts'
import { installDrizzleParsers } from './pglite-parsers.ts'
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
  close(): Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined }

export type DatabaseOptions = {
  /** Sees every statement drizzle sends (the benchmark records the list's SQL with it). */
  queryLogger?: QueryLogger
}

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, options)
    : openPglite(target.dataDir, options)
}

async function openPglite(
  dataDir: string | undefined,
  options: DatabaseOptions,
): Promise<Database> {
  // PGlite creates its own folder but not the ones above it.
  if (dataDir !== undefined) mkdirSync(dirname(dataDir), { recursive: true })
  // pg_trgm: the lists' search indexes (migration 0001); PostgreSQL has it in contrib.
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } })
  installDrizzleParsers(client)
  const db = drizzlePglite({ client, schema, logger: options.queryLogger ?? false })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    rawQuery: (text, params) => client.query(text, params),
    close: () => client.close(),
  }
}

// Arbitrary but fixed: every replica takes the same advisory lock around migrations, so two
// instances starting together do not apply the same migration twice.
const MIGRATION_LOCK_ID = 7_245_130_001

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const client = postgres(url, { onnotice: () => {} })
  const db = drizzlePostgres({ client, schema, logger: options.queryLogger ?? false })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    rawQuery: (text, params) => client.unsafe(text, params as postgres.ParameterOrJSON<never>[]),
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
    close: () => client.end({ timeout: 5 }),
  }
}
