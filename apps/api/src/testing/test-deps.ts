// Test support: a migrated database of its own for each test file, a silent logger and the
// default configuration, so each test file builds the real app in-process. The database is an
// in-memory PGlite, or in the PostgreSQL run (TEST_DATABASE=postgres, `npm test` runs both) a
// database on the throwaway server of testing/postgres-setup.ts.
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import type { AppDeps } from '../app-env.ts'
import type { TokenClaims, TokenVerifier } from '../auth/token-verifier.ts'
import { type Database, openDatabase } from '../db/database.ts'
import { type Config, parseConfig } from '../env.ts'
import { createLogger } from '../logger.ts'
import { openDiskStorage } from '../storage/disk-storage.ts'

export const silentLogger = createLogger({ level: 'silent', pretty: false })

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ DATA_DIR: join(tmpdir(), 'cordillera-api-test'), ...env }, process.cwd())
}

export type TestDatabaseKind = Database['kind']

/** Which database this test run uses: PGlite unless TEST_DATABASE=postgres. */
export const testDatabaseKind: TestDatabaseKind =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite'

/** The database on the test server that the migrations were applied to once, for copying. */
export const TEST_TEMPLATE_DATABASE = 'cordillera_template'

/**
 * A new, migrated database for this caller alone. Opening PGlite takes seconds: open one per test
 * file (beforeAll) and close it in afterAll.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'postgres') {
    const server = await createServerTestDatabase()
    const database = await openDatabase({ kind: 'postgres', url: server.url })
    // A no-op on the migrated copy, but it runs the server check as the API's start does.
    await database.migrate()
    return { ...database, close: () => database.close().finally(server.drop) }
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await database.migrate()
  return database
}

export type ServerTestDatabase = { url: string; drop(): Promise<void> }

/**
 * A database of its own on the PostgreSQL run's server: a copy of the migrated template, or an
 * empty one (`empty`) for tests of the migrations themselves, created with `createOptions` (SQL
 * of CREATE DATABASE, e.g. another locale) when given.
 */
export async function createServerTestDatabase(
  options: { empty?: boolean; createOptions?: string } = {},
): Promise<ServerTestDatabase> {
  // Imported here: the benchmark uses this file outside Vitest.
  const { inject } = await import('vitest')
  const adminUrl = inject('testPostgresUrl')
  if (!adminUrl) throw new Error('No test PostgreSQL server: run with TEST_DATABASE=postgres')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} })
  const create = admin()
  try {
    const template = options.empty ? '' : ` template ${TEST_TEMPLATE_DATABASE}`
    await create.unsafe(`create database ${name}${template} ${options.createOptions ?? ''}`)
  } finally {
    await create.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = admin()
      try {
        await dropper.unsafe(`drop database if exists ${name} with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

/**
 * A verifier that accepts tokens of the form `test:<sub>:<email>[:unverified]`; anything else is
 * rejected. The e-mail counts as verified unless the token says otherwise.
 */
export const fakeVerifier: TokenVerifier = {
  async verify(token): Promise<TokenClaims> {
    const [scheme, sub, email, unverified] = token.split(':')
    if (scheme !== 'test' || !sub) throw new Error('invalid token')
    return { sub, email: email || undefined, emailVerified: unverified !== 'unverified' }
  },
}

/** A disk storage of its own in a fresh temporary directory (`rm` its `root` when done). */
export function testStorage(options: { now?: () => Date } = {}) {
  return openDiskStorage({
    root: join(tmpdir(), `cordillera-archivos-${randomBytes(6).toString('hex')}`),
    ...options,
  })
}

export function testDeps(database: Database, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    db: database.db,
    logger: silentLogger,
    verifier: fakeVerifier,
    config: testConfig(),
    storage: testStorage(),
    ...overrides,
  }
}
