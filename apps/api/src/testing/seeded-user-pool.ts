// Test support: a throwaway local user pool (@cordillera/user-pool) and an in-memory database,
// both seeded with the demo data, and sign-in for real Cognito ID tokens: the path a portal's
// request takes in development. Starting the pool takes seconds: once per test file.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { type RunningUserPool, startUserPool } from '@cordillera/user-pool'
import { type App, createApp } from '../app.ts'
import { createTokenVerifier } from '../auth/token-verifier.ts'
import type { Database } from '../db/database.ts'
import type { Config } from '../env.ts'
import { DEMO_PASSWORD } from '../seed/demo-users.ts'
import { type SeedReport, seedDemo } from '../seed/seed-demo.ts'
import { createUserPoolAdmin } from '../user-pool/user-pool-admin.ts'
import { openTestDatabase, silentLogger, testConfig, testStorage } from './test-deps.ts'

export type SeededUserPool = {
  pool: RunningUserPool
  database: Database
  /** Trusts the pool's JWKS (AUTH_TRUST_LOCAL_JWKS), as development does. */
  config: Config
  seedReport: SeedReport
  /** The real app with the real token verifier for the given configuration. */
  appWith(config: Config): App
  signIn(email: string, password?: string): Promise<{ idToken: string; accessToken: string }>
  stop(): Promise<void>
}

export async function startSeededUserPool(): Promise<SeededUserPool> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cordillera-api-pool-'))
  const [pool, database] = await Promise.all([
    startUserPool({ port: 0, dataDir }),
    openTestDatabase(),
  ])
  const config = testConfig({
    COGNITO_ENDPOINT: pool.endpoint,
    AUTH_TRUST_LOCAL_JWKS: 'true',
    // The pool refuses unsigned admin calls, as Cognito does: the seed signs with its key pair.
    COGNITO_ACCESS_KEY_ID: pool.adminCredentials.accessKeyId,
    COGNITO_SECRET_ACCESS_KEY: pool.adminCredentials.secretAccessKey,
  })
  const seedReport = await seedDemo({
    db: database.db,
    userPool: createUserPoolAdmin(config.cognito),
    logger: silentLogger,
  })
  const client = new CognitoIdentityProviderClient({
    region: pool.region,
    endpoint: pool.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })

  return {
    pool,
    database,
    config,
    seedReport,
    appWith: (appConfig) =>
      createApp({
        db: database.db,
        logger: silentLogger,
        verifier: createTokenVerifier(appConfig.cognito, silentLogger),
        config: appConfig,
        storage: testStorage(),
      }),
    async signIn(email, password = DEMO_PASSWORD) {
      const answer = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: pool.clientId,
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      )
      const { IdToken, AccessToken } = answer.AuthenticationResult ?? {}
      if (!IdToken || !AccessToken) throw new Error(`no tokens for ${email}`)
      return { idToken: IdToken, accessToken: AccessToken }
    },
    async stop() {
      client.destroy()
      await Promise.all([pool.stop(), database.close()])
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The same token with another `sub` and the original signature: what a forger can make. */
export function forgeIdToken(idToken: string): string {
  const [header, payload, signature] = idToken.split('.')
  const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString()) as object
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'otro' })).toString('base64url')
  return `${header}.${forged}.${signature}`
}
