// The fault suite on the embedded database (PGlite on disk, the default engine): the real API as a
// child process on a data folder of its own, the local user pool as another. Twice, writes are
// fired from concurrent clients and the API is killed with SIGKILL at a seeded moment among them,
// then started again on the same folder, which must recover; the first restart happens with the
// user pool down (valid tokens: 503, invalid ones: 401, served again once the pool is back, the
// API not restarted). Then, read with SQL, every write is whole or absent.
// It manages its own processes and database, so it runs in the PGlite run of `npm test` only
// (postgres-faults.test.ts is the PostgreSQL run's).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunningUserPool } from '@cordillera/user-pool'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { openConfiguredDatabase } from '../db/open-configured-database.ts'
import type { Config } from '../env.ts'
import { mensajesNoDisponible } from '../http/service-unavailable.ts'
import {
  type ApiProcess,
  httpCall,
  startApiProcess,
  stopAllApiProcesses,
} from '../testing/faults/api-process.ts'
import { freePort } from '../testing/faults/free-port.ts'
import { testConfig } from '../testing/test-deps.ts'
import type { FaultPlan } from './fault-plan.ts'
import {
  ANSWER_BOUND_MS,
  checkFolios,
  FAULT_SEED,
  poolEnv,
  printCounts,
  probeQuotation,
  resyncReports,
  seedAndPlan,
  signInDemoUsers,
  startPool,
} from './fault-stack.ts'
import { checkInvariants, type InvariantsReport } from './invariants.ts'
import { Ledger, roundTasks, runRound, seededRandom, type Tokens } from './workload.ts'

const SIZE = { rounds: 2, quotations: 10, pasar: 8, completar: 6, reports: 12 }

describe.skipIf(process.env.TEST_DATABASE === 'postgres')(
  'faults on the embedded database (PGlite on disk)',
  () => {
    const startedAt = Date.now()
    const random = seededRandom(FAULT_SEED)
    const ledger = new Ledger()
    const faults: string[] = []
    const probes: { round: number; numero: number }[] = []
    let extraChecks = 0
    let dir: string
    let pool: RunningUserPool | undefined
    let poolPort: number
    let config: Config
    let apiPort: number
    let apiEnv: Record<string, string>
    let api: ApiProcess
    let database: Database | undefined
    let plan: FaultPlan
    let tokens: Tokens

    const startApi = async () => {
      api = await startApiProcess({ port: apiPort, env: apiEnv })
      return api
    }

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'cordillera-faults-'))
      pool = await startPool(join(dir, 'pool'))
      poolPort = Number(new URL(pool.endpoint).port)
      const dataDir = join(dir, 'api')
      apiEnv = { ...poolEnv(pool), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' }
      config = testConfig(apiEnv)
      // Seeded and planned here, before the API holds the folder (PGlite is one process's).
      database = await openConfiguredDatabase(config)
      plan = await seedAndPlan(database, pool, SIZE)
      await database.close()
      database = undefined
      tokens = await signInDemoUsers(pool)
      apiPort = await freePort()
      await startApi()
    }, 300_000)

    afterAll(async () => {
      await stopAllApiProcesses()
      await pool?.stop()
      await database?.close().catch(() => {})
      if (dir) await rm(dir, { recursive: true, force: true })
    }, 60_000)

    /** A round of writes with a SIGKILL among them; the API is then gone. */
    async function killRound(round: number) {
      const tasks = roundTasks(plan, round, tokens).length
      const afterAnswers = Math.floor(tasks * (0.3 + 0.4 * random()))
      const report = await runRound({
        url: api.url,
        tokens,
        plan,
        round,
        ledger,
        random,
        concurrency: 6,
        timeoutMs: ANSWER_BOUND_MS,
        fault: {
          afterAnswers,
          delayMs: Math.floor(random() * 25),
          stopsLoad: true,
          inject: () => api.kill9(),
        },
      })
      expect(report.injected).toBe(true)
      expect(report.inFlightAtFault).toBeGreaterThan(0)
      expect(api.exited()).toBe(true)
      faults.push(
        `SIGKILL of the API after ${afterAnswers} answers, ${report.inFlightAtFault} in flight`,
      )
    }

    /** After a restart: the phone syncs again, and a new folio comes after every earlier one. */
    async function afterRestart(round: number) {
      const statuses = await resyncReports(api.url, tokens, plan, round, ledger)
      for (const status of statuses) expect([200, 201]).toContain(status)
      extraChecks += statuses.length
      probes.push({ round, ...(await probeQuotation(api.url, tokens, plan, `r${round}`)) })
    }

    it('recovers from a SIGKILL in the middle of writes (round 1)', async () => {
      await killRound(0)
    }, 120_000)

    it('answers 503 while the user pool is down and its keys were never fetched, 401 for an invalid token, and serves again once the pool is back', async () => {
      await pool?.stop()
      faults.push('user pool down across an API restart')
      // Restarted on the folder the SIGKILL left: PGlite recovers it.
      await startApi()
      const sinPool = await httpCall(api.url, 'GET', '/v1/me', {
        token: tokens.comercial,
        timeoutMs: ANSWER_BOUND_MS,
      })
      expect(sinPool.status).toBe(503)
      expect(sinPool.body).toEqual({
        error: { code: 'servicio_no_disponible', message: mensajesNoDisponible.sesion },
      })
      const invalido = await httpCall(api.url, 'GET', '/v1/me', {
        token: 'no-es-un-token',
        timeoutMs: ANSWER_BOUND_MS,
      })
      expect(invalido.status).toBe(401)
      expect((invalido.body as { error: { code: string } }).error.code).toBe('no_autenticado')

      pool = await startPool(join(dir, 'pool'), poolPort)
      const conPool = await httpCall(api.url, 'GET', '/v1/me', {
        token: tokens.comercial,
        timeoutMs: ANSWER_BOUND_MS,
      })
      expect(conPool.status).toBe(200)
      extraChecks += 3
      await afterRestart(0)
    }, 300_000)

    it('recovers from a second SIGKILL in the middle of writes (round 2)', async () => {
      await killRound(1)
      await startApi()
      await afterRestart(1)
    }, 300_000)

    it('keeps every write whole or absent, every amount, contract, movement and folio consistent', async () => {
      await api.stop()
      database = await openConfiguredDatabase(config)
      const report: InvariantsReport = await checkInvariants(database.db, plan, ledger)
      // Each restart's first folio comes after every folio handed out before it.
      const folios = await checkFolios(database, ledger, probes, 2)
      printCounts({
        engine: 'PGlite on disk',
        seed: FAULT_SEED,
        faults,
        ledger,
        invariants: report,
        folios,
        extraChecks,
        startedAt,
      })
      const failures = report.checks.flatMap((check) =>
        check.failures.map((failure) => `${check.name}: ${failure}`),
      )
      expect([...failures, ...folios.failures]).toEqual([])
      const errors = ledger.records.filter((entry) => (entry.status ?? 0) >= 500)
      expect(errors.map((entry) => `${entry.kind} ${entry.status}`)).toEqual([])
      const refused = ledger.records.filter((entry) => entry.outcome === 'refused')
      expect(refused.map((entry) => `${entry.kind} ${entry.status} ${entry.detail}`)).toEqual([])
      expect(ledger.count('committed')).toBeGreaterThan(0)
    }, 300_000)
  },
)
