// Test support: a migrated database of its own for each test file, a silent logger and the
// default configuration, so each test file builds the real app in-process. The database is an
// in-memory PGlite, or in the PostgreSQL run (TEST_DATABASE=postgres, `npm test` runs both) a
// database on the throwaway server of testing/postgres-setup.ts. Either way it is a copy of a
// template the run's global setup migrated (and seeded) once (testing/pglite-setup.ts,
// testing/postgres-setup.ts): a PGlite
// data folder's tarball, or a template database on the server.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
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
/** The same, with the demo data seeded (startTestApp's databases). */
export const TEST_SEEDED_TEMPLATE_DATABASE = 'cordillera_template_seeded'

/**
 * A new, migrated database for this caller alone; `seeded` = with the demo data as
 * `seedDemo` leaves it with an in-memory user pool. Opening PGlite takes a second or more: open
 * one per test file (beforeAll) and close it in afterAll.
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<Database> {
  if (testDatabaseKind === 'postgres') {
    const server = await createServerTestDatabase({ seeded })
    const database = await openDatabase({ kind: 'postgres', url: server.url })
    // A no-op on the migrated copy, but it runs the server check as the API's start does.
    await database.migrate()
    return { ...database, close: () => database.close().finally(server.drop) }
  }
  const template = await pgliteTemplate(seeded)
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: template })
  // A no-op on the template's copy; migrates from scratch outside Vitest (the benchmarks).
  await database.migrate()
  if (seeded && !template) {
    const { seedDemo } = await import('../seed/seed-demo.ts')
    const { createMemoryUserPool } = await import('./memory-user-pool.ts')
    await seedDemo({ db: database.db, userPool: createMemoryUserPool(), logger: silentLogger })
  }
  return database
}

/** The run's PGlite template (testing/pglite-setup.ts), or undefined outside a Vitest run. */
async function pgliteTemplate(seeded: boolean): Promise<Uint8Array | undefined> {
  let path: string | undefined
  try {
    const { inject } = await import('vitest')
    path = inject(seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate')
  } catch {
    return undefined
  }
  return path ? new Uint8Array(await readFile(path)) : undefined
}

export type ServerTestDatabase = { url: string; drop(): Promise<void> }

/**
 * A database of its own on the PostgreSQL run's server: a copy of the migrated template, or an
 * empty one (`empty`) for tests of the migrations themselves, created with `createOptions` (SQL
 * of CREATE DATABASE, e.g. another locale) when given.
 */
export async function createServerTestDatabase(
  options: { empty?: boolean; seeded?: boolean; createOptions?: string } = {},
): Promise<ServerTestDatabase> {
  // Imported here: the benchmark uses this file outside Vitest.
  const { inject } = await import('vitest')
  const adminUrl = inject('testPostgresUrl')
  if (!adminUrl) throw new Error('No test PostgreSQL server: run with TEST_DATABASE=postgres')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} })
  const create = admin()
  try {
    const source = options.seeded ? TEST_SEEDED_TEMPLATE_DATABASE : TEST_TEMPLATE_DATABASE
    const template = options.empty ? '' : ` template ${source}`
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
    pingDatabase: database.ping,
    ...overrides,
  }
}
