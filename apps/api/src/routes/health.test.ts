// The liveness and readiness answers against the real parts: a local user pool (the emulator),
// a migrated database, and each part broken for real (a closed database, a pool on a closed port,
// a migration the database has not recorded).
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningUserPool, startUserPool } from '@cordillera/user-pool'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import type { Config } from '../env.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, testConfig, testDeps } from '../testing/test-deps.ts'
import { lastJournalMigration } from './health.ts'

let pool: RunningUserPool
let poolDir: string
let database: Database
let config: Config

const poolConfig = (endpoint: string) =>
  testConfig({
    COGNITO_ENDPOINT: endpoint,
    COGNITO_ACCESS_KEY_ID: pool.adminCredentials.accessKeyId,
    COGNITO_SECRET_ACCESS_KEY: pool.adminCredentials.secretAccessKey,
  })

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  poolDir = await mkdtemp(join(tmpdir(), 'cordillera-health-pool-'))
  ;[pool, database] = await Promise.all([
    startUserPool({ port: 0, dataDir: poolDir }),
    openTestDatabase(),
  ])
  config = poolConfig(pool.endpoint)
}, 180_000)
afterAll(async () => {
  await Promise.all([pool?.stop(), database?.close()])
  if (poolDir) await rm(poolDir, { recursive: true, force: true })
})

describe('GET /health/ready', () => {
  it('answers 200 when the database, the user pool and the migrations are there', async () => {
    const app = createApp(testDeps(database, { config }))
    const res = await app.request('/health/ready')
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      userPool: 'ok',
      migrations: 'ok',
    })
    expect(res.status).toBe(200)
  })

  it('asks the pool the app was given instead of the configured one (a test app in memory)', async () => {
    const unreachable = poolConfig(`http://127.0.0.1:${await closedPort()}`)
    const app = createApp(
      testDeps(database, { config: unreachable, userPool: createMemoryUserPool() }),
    )
    const res = await app.request('/health/ready')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ userPool: 'ok' })
  })

  it('answers 503 naming the database when it is closed; live still 200', async () => {
    const closed = await openTestDatabase()
    const app = createApp(testDeps(closed, { config }))
    await closed.close()
    const res = await app.request('/health/ready')
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'error', database: 'error', userPool: 'ok' })
    const live = await app.request('/health/live')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 naming the user pool when nothing listens at its address, within bounds', async () => {
    const app = createApp(
      testDeps(database, { config: poolConfig(`http://127.0.0.1:${await closedPort()}`) }),
    )
    const started = performance.now()
    const res = await app.request('/health/ready')
    expect(performance.now() - started).toBeLessThan(2500)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      status: 'error',
      database: 'ok',
      userPool: 'error',
      migrations: 'ok',
    })
    expect((await app.request('/health/live')).status).toBe(200)
  })

  it('answers 503 naming the migrations when the last one is not recorded', async () => {
    const behind = await openTestDatabase()
    try {
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at >= ${lastJournalMigration()}`,
      )
      const app = createApp(testDeps(behind, { config }))
      const res = await app.request('/health/ready')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        status: 'error',
        database: 'ok',
        userPool: 'ok',
        migrations: 'error',
      })
      expect((await app.request('/health/live')).status).toBe(200)
      // GET /health asks only for the database: it stays as the stack and load balancers know it.
      expect((await app.request('/health')).status).toBe(200)
    } finally {
      await behind.close()
    }
  })
})
