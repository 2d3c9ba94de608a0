// Test support: an in-memory PGlite with migrations applied, a silent logger and the default
// configuration, so each test file builds the real app in-process.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppDeps } from '../app-env.ts'
import type { TokenClaims, TokenVerifier } from '../auth/token-verifier.ts'
import { type Database, openDatabase } from '../db/database.ts'
import { type Config, parseConfig } from '../env.ts'
import { createLogger } from '../logger.ts'

export const silentLogger = createLogger({ level: 'silent', pretty: false })

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ DATA_DIR: join(tmpdir(), 'cordillera-api-test'), ...env }, process.cwd())
}

/** Opening PGlite takes seconds: open one per test file (beforeAll) and close it in afterAll. */
export async function openTestDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await database.migrate()
  return database
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

export function testDeps(database: Database, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    db: database.db,
    logger: silentLogger,
    verifier: fakeVerifier,
    config: testConfig(),
    ...overrides,
  }
}
