// Opens the database the configuration asks for: a real PostgreSQL server (DATABASE_URL) through
// postgres-js, or embedded PGlite (on disk, or in memory for tests). Both give the same drizzle
// API and run the same migrations.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { findMigrationsFolder } from './migrations-folder.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations from apps/api/drizzle. */
  migrate(): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir)
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates its own folder but not the ones above it.
  if (dataDir !== undefined) mkdirSync(dirname(dataDir), { recursive: true })
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    close: () => client.close(),
  }
}

// Arbitrary but fixed: every replica takes the same advisory lock around migrations, so two
// instances starting together do not apply the same migration twice.
const MIGRATION_LOCK_ID = 7_245_130_001

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { onnotice: () => {} })
  const db = drizzlePostgres({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      // Session-level advisory locks need one connection for lock, migrate and unlock.
      const single = postgres(url, { max: 1, onnotice: () => {} })
      try {
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
