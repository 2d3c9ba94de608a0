// The API process's worker of the jobs' queue (job-queue.ts, decision 071), started and stopped
// by index.ts like the uploads' sweep: every `everyMs` it claims at most `batchSize` due jobs of the
// kinds it has handlers for, runs them at once, each bounded by `timeoutMs` (its signal aborts
// then, and the job counts as failed), and records each outcome; a full batch is followed by
// another at once, so a backlog drains without waiting. A failed job runs again after a wait that
// doubles with each try (`retryDelayMs`), until `maxAttempts`; then it stays failed with its error.
// Its timers never keep a process alive; `stop()` takes no more jobs and waits for those running.
import type { Db } from '../db/database.ts'
import type { Logger } from '../logger.ts'
import { claimJobs, completeJob, failJob, type Job, purgeDoneJobs } from './job-queue.ts'

/** Runs one job's `datos`; throws to fail it. `signal` aborts when the job's time is up. */
export type JobHandler = (datos: unknown, signal: AbortSignal) => Promise<void>

/** A failure no retry can mend (a job whose input no longer reads): failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError'
}

export const JOB_DEFAULTS = {
  everyMs: 5_000,
  batchSize: 10,
  timeoutMs: 30_000,
  maxAttempts: 8,
  /** The first retry's wait; each next one doubles, up to an hour. */
  firstRetryMs: 30_000,
  /** Done jobs are kept this long, then purged (at most once an hour). */
  keepDoneMs: 7 * 24 * 60 * 60_000,
} as const

const MAX_RETRY_MS = 60 * 60_000
const PURGE_EVERY_MS = 60 * 60_000

/** The wait before the next try after `intentos` failed tries: 30 s, 1 min, 2 min… up to 1 h. */
export function retryDelayMs(intentos: number, firstRetryMs: number = JOB_DEFAULTS.firstRetryMs) {
  return Math.min(firstRetryMs * 2 ** Math.max(intentos - 1, 0), MAX_RETRY_MS)
}

export type JobWorkerOptions = {
  db: Db
  handlers: Readonly<Record<string, JobHandler>>
  logger: Logger
  everyMs?: number
  batchSize?: number
  timeoutMs?: number
  maxAttempts?: number
  firstRetryMs?: number
  keepDoneMs?: number
}

export type JobWorker = {
  /** One batch now (the timer's, unless one is running): answers how many jobs ran. */
  runOnce(): Promise<number>
  /** No more batches; resolves when the running one has finished. */
  stop(): Promise<void>
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, logger } = options
  const everyMs = options.everyMs ?? JOB_DEFAULTS.everyMs
  const batchSize = options.batchSize ?? JOB_DEFAULTS.batchSize
  const timeoutMs = options.timeoutMs ?? JOB_DEFAULTS.timeoutMs
  const maxAttempts = options.maxAttempts ?? JOB_DEFAULTS.maxAttempts
  const firstRetryMs = options.firstRetryMs ?? JOB_DEFAULTS.firstRetryMs
  const keepDoneMs = options.keepDoneMs ?? JOB_DEFAULTS.keepDoneMs
  const tipos = Object.keys(handlers)
  // Held past the job's own timeout: a job is taken again only when its worker is surely gone.
  const leaseMs = timeoutMs * 2 + 10_000
  let running: Promise<number> | undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let lastPurge = 0

  async function runJob(job: Job): Promise<void> {
    const handler = handlers[job.tipo]
    const controller = new AbortController()
    const timeout = setTimeout(
      () => controller.abort(new Error(`sin terminar en ${timeoutMs} ms`)),
      timeoutMs,
    )
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.tipo}`)
      await Promise.race([
        handler(job.datos, controller.signal),
        new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
        ),
      ])
      await completeJob(db, job.id)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const permanent = error instanceof PermanentJobError
      const retryIn =
        permanent || job.intentos >= maxAttempts ? null : retryDelayMs(job.intentos, firstRetryMs)
      logger.warn(
        { job: job.id, tipo: job.tipo, intentos: job.intentos, retryInMs: retryIn, err: message },
        retryIn === null ? 'job failed for good' : 'job failed; it will be retried',
      )
      await failJob(db, job.id, message.slice(0, 2000), retryIn)
    } finally {
      clearTimeout(timeout)
    }
  }

  async function batch(): Promise<number> {
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now()
      const purged = await purgeDoneJobs(db, new Date(Date.now() - keepDoneMs))
      if (purged > 0) logger.info({ purged }, 'done jobs purged')
    }
    let ran = 0
    for (;;) {
      const jobs = await claimJobs(db, { tipos, limit: batchSize, leaseMs })
      await Promise.all(jobs.map(runJob))
      ran += jobs.length
      // A full batch may have more behind it; the next waits for the timer.
      if (jobs.length < batchSize || stopped) return ran
    }
  }

  function runOnce(): Promise<number> {
    running ??= batch().finally(() => {
      running = undefined
    })
    return running
  }

  async function scheduled() {
    if (stopped) return
    try {
      await runOnce()
    } catch (error) {
      // The next tick tries again; a database that does not answer shows in the log.
      logger.error({ err: error }, 'running the jobs failed')
    }
    if (!stopped) {
      timer = setTimeout(scheduled, everyMs)
      timer.unref()
    }
  }

  if (tipos.length > 0) {
    timer = setTimeout(scheduled, everyMs)
    timer.unref()
  }

  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => {})
    },
  }
}
