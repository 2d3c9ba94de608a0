// The jobs' queue on the run's database (PGlite, or a PostgreSQL server with TEST_DATABASE=postgres):
// a job exists exactly when the transaction that enqueued it committed; the worker runs it once,
// retries a failure with a growing wait until its last try, gives up on a job that outlives its
// timeout, never hands one job to two claims, takes back a job whose worker died, and stops cleanly.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { trabajos } from '../db/schema/trabajos.ts'
import { openTestDatabase, silentLogger } from '../testing/test-deps.ts'
import { claimJobs, completeJob, enqueueJob, purgeDoneJobs } from './job-queue.ts'
import { type JobHandler, PermanentJobError, retryDelayMs, startJobWorker } from './job-worker.ts'

let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database?.close())
beforeEach(async () => {
  await database.db.delete(trabajos)
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const jobOf = async (id: string) =>
  (await database.db.select().from(trabajos).where(eq(trabajos.id, id)))[0]

/** A worker that never ticks by itself: the test drives it with runOnce. */
const worker = (
  handlers: Record<string, JobHandler>,
  options: { maxAttempts?: number; timeoutMs?: number } = {},
) =>
  startJobWorker({
    db: database.db,
    handlers,
    logger: silentLogger,
    everyMs: 3_600_000,
    firstRetryMs: 0,
    ...options,
  })

describe('enqueueJob', () => {
  it('leaves a job only when the transaction that asked for it commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'prueba', { n: 1 })
        throw new Error('la acción falló')
      }),
    ).rejects.toThrow('la acción falló')
    expect(await database.db.select().from(trabajos)).toEqual([])

    const id = await database.db.transaction((tx) => enqueueJob(tx, 'prueba', { n: 2 }))
    expect(await jobOf(id)).toMatchObject({
      tipo: 'prueba',
      datos: { n: 2 },
      estado: 'pendiente',
      intentos: 0,
    })
  })
})

describe('the worker', () => {
  it('runs a job once with its datos and marks it done', async () => {
    const seen: unknown[] = []
    const id = await enqueueJob(database.db, 'prueba', { para: 'ana@cordillera.cl' })
    const jobs = worker({ prueba: async (datos) => void seen.push(datos) })
    expect(await jobs.runOnce()).toBe(1)
    expect(await jobs.runOnce()).toBe(0)
    await jobs.stop()
    expect(seen).toEqual([{ para: 'ana@cordillera.cl' }])
    expect(await jobOf(id)).toMatchObject({ estado: 'hecho', intentos: 1, ultimoError: null })
    expect((await jobOf(id))?.terminadoEn).toBeInstanceOf(Date)
  })

  it('retries a failed job until it goes, keeping the last error meanwhile', async () => {
    let calls = 0
    const id = await enqueueJob(database.db, 'prueba', {})
    const jobs = worker({
      prueba: async () => {
        calls += 1
        if (calls < 3) throw new Error(`el servidor no contesta (${calls})`)
      },
    })
    await jobs.runOnce()
    expect(await jobOf(id)).toMatchObject({
      estado: 'pendiente',
      intentos: 1,
      ultimoError: 'el servidor no contesta (1)',
    })
    await jobs.runOnce()
    await jobs.runOnce()
    await jobs.stop()
    expect(calls).toBe(3)
    expect(await jobOf(id)).toMatchObject({ estado: 'hecho', intentos: 3, ultimoError: null })
  })

  it('waits longer after each failure before trying again', async () => {
    const id = await enqueueJob(database.db, 'prueba', {})
    const jobs = startJobWorker({
      db: database.db,
      handlers: {
        prueba: async () => {
          throw new Error('caído')
        },
      },
      logger: silentLogger,
      everyMs: 3_600_000,
      firstRetryMs: 30_000,
    })
    await jobs.runOnce()
    // Not due again for 30 s: the next batch finds nothing.
    expect(await jobs.runOnce()).toBe(0)
    await jobs.stop()
    const [{ waitS } = { waitS: 0 }] = await database.db
      .select({ waitS: sql<number>`extract(epoch from ${trabajos.ejecutarEn} - now())::float8` })
      .from(trabajos)
      .where(eq(trabajos.id, id))
    expect(waitS).toBeGreaterThan(25)
    expect(waitS).toBeLessThanOrEqual(30)
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ])
  })

  it('gives up after the last try, or at once on a job that can never succeed', async () => {
    const tries = await enqueueJob(database.db, 'prueba', {})
    const hopeless = await enqueueJob(database.db, 'imposible', {})
    const jobs = worker(
      {
        prueba: async () => {
          throw new Error('buzón lleno')
        },
        imposible: async () => {
          throw new PermanentJobError('los datos no se leen')
        },
      },
      { maxAttempts: 2 },
    )
    await jobs.runOnce()
    await jobs.runOnce()
    expect(await jobs.runOnce()).toBe(0)
    await jobs.stop()
    expect(await jobOf(tries)).toMatchObject({
      estado: 'fallido',
      intentos: 2,
      ultimoError: 'buzón lleno',
    })
    expect(await jobOf(hopeless)).toMatchObject({ estado: 'fallido', intentos: 1 })
  })

  it('fails a job that outlives its timeout, and aborts its signal', async () => {
    let aborted = false
    const id = await enqueueJob(database.db, 'lento', {})
    const jobs = worker(
      {
        lento: (_datos, signal) =>
          new Promise<void>(() => {
            signal.addEventListener('abort', () => {
              aborted = true
            })
          }),
      },
      { timeoutMs: 200 },
    )
    const started = performance.now()
    await jobs.runOnce()
    await jobs.stop()
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(aborted).toBe(true)
    expect(await jobOf(id)).toMatchObject({ estado: 'pendiente', intentos: 1 })
    expect((await jobOf(id))?.ultimoError).toContain('sin terminar en 200 ms')
  })

  it('takes only the kinds it has handlers for', async () => {
    const otro = await enqueueJob(database.db, 'de-otro', {})
    const jobs = worker({ prueba: async () => {} })
    expect(await jobs.runOnce()).toBe(0)
    await jobs.stop()
    expect(await jobOf(otro)).toMatchObject({ estado: 'pendiente', intentos: 0 })
  })

  it('drains a backlog larger than a batch in one run, a batch at a time', async () => {
    for (let n = 0; n < 25; n++) await enqueueJob(database.db, 'prueba', { n })
    let atOnce = 0
    let most = 0
    const jobs = startJobWorker({
      db: database.db,
      handlers: {
        prueba: async () => {
          atOnce += 1
          most = Math.max(most, atOnce)
          await new Promise((resolve) => setTimeout(resolve, 5))
          atOnce -= 1
        },
      },
      logger: silentLogger,
      everyMs: 3_600_000,
      batchSize: 10,
    })
    expect(await jobs.runOnce()).toBe(25)
    await jobs.stop()
    expect(most).toBeLessThanOrEqual(10)
  })

  it('runs by itself on its timer, stops taking jobs on stop and waits for the one running', async () => {
    let finish = () => {}
    let runs = 0
    const id = await enqueueJob(database.db, 'prueba', {})
    const jobs = startJobWorker({
      db: database.db,
      handlers: {
        prueba: () => {
          runs += 1
          return new Promise<void>((resolve) => {
            finish = resolve
          })
        },
      },
      logger: silentLogger,
      everyMs: 20,
    })
    // Its timer takes the job.
    while ((await jobOf(id))?.intentos === 0) await sleep(10)
    let stopped = false
    const stopping = jobs.stop().then(() => {
      stopped = true
    })
    await sleep(50)
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(await jobOf(id)).toMatchObject({ estado: 'hecho' })
    const later = await enqueueJob(database.db, 'prueba', {})
    await sleep(100)
    expect(await jobOf(later)).toMatchObject({ estado: 'pendiente', intentos: 0 })
    expect(runs).toBe(1)
  })
})

describe('claimJobs', () => {
  it('never hands the same job to two claims at once', async () => {
    for (let n = 0; n < 12; n++) await enqueueJob(database.db, 'prueba', { n })
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimJobs(database.db, { tipos: ['prueba'], limit: 5, leaseMs: 60_000 })),
    )
    const ids = claims.flat().map((job) => job.id)
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
  })

  it('takes back a job whose worker died once its lease is over', async () => {
    const id = await enqueueJob(database.db, 'prueba', {})
    const [first] = await claimJobs(database.db, { tipos: ['prueba'], limit: 1, leaseMs: 60_000 })
    expect(first?.id).toBe(id)
    // Held: nobody else takes it while its worker may still be at it.
    expect(await claimJobs(database.db, { tipos: ['prueba'], limit: 1, leaseMs: 60_000 })).toEqual(
      [],
    )
    // Its worker died: the lease ends (here, moved to now) and the job is taken again.
    await database.db.update(trabajos).set({ ejecutarEn: sql`now()` }).where(eq(trabajos.id, id))
    const [again] = await claimJobs(database.db, { tipos: ['prueba'], limit: 1, leaseMs: 60_000 })
    expect(again).toMatchObject({ id, intentos: 2 })
  })
})

describe('purgeDoneJobs', () => {
  it('removes done jobs older than the limit and keeps failed and pending ones', async () => {
    const viejo = await enqueueJob(database.db, 'prueba', {})
    const nuevo = await enqueueJob(database.db, 'prueba', {})
    const fallido = await enqueueJob(database.db, 'prueba', {})
    await completeJob(database.db, viejo)
    await completeJob(database.db, nuevo)
    await database.db
      .update(trabajos)
      .set({ terminadoEn: sql`now() - interval '8 days'` })
      .where(eq(trabajos.id, viejo))
    await database.db
      .update(trabajos)
      .set({ estado: 'fallido', terminadoEn: sql`now() - interval '30 days'` })
      .where(eq(trabajos.id, fallido))
    expect(await purgeDoneJobs(database.db, new Date(Date.now() - 7 * 24 * 3_600_000))).toBe(1)
    expect(
      (await database.db.select({ id: trabajos.id }).from(trabajos)).map((row) => row.id).sort(),
    ).toEqual([nuevo, fallido].sort())
  })
})
