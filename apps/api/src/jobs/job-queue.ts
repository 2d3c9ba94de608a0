// The background jobs' queue in the database (db/schema/trabajos.ts, decision 071). An action
// enqueues a job in its own transaction (`enqueueJob(tx, …)`): the job exists exactly when the
// action committed. The worker (job-worker.ts) claims due jobs in one statement with
// `FOR UPDATE SKIP LOCKED` — on a PostgreSQL server two instances never take the same job; on
// PGlite, one session, the statement is simply atomic — and takes each with a lease: its
// `ejecutar_en` is pushed past the job's timeout, so a worker that dies holding it lets it go
// again. Nothing holds a transaction while a job runs (a mail's SMTP conversation): on PGlite an
// open transaction would stall every request.
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/database.ts'
import { trabajos } from '../db/schema/trabajos.ts'
import { selectRows } from '../db/select-rows.ts'

export type Job = {
  id: string
  tipo: string
  datos: unknown
  /** Times taken, this one included. */
  intentos: number
}

/** Adds a job to run as soon as a worker is free (or at `ejecutarEn`), in the caller's transaction. */
export async function enqueueJob(
  tx: Tx | Db,
  tipo: string,
  datos: unknown,
  options: { ejecutarEn?: Date } = {},
): Promise<string> {
  const [row] = await tx
    .insert(trabajos)
    .values({ tipo, datos, ...(options.ejecutarEn ? { ejecutarEn: options.ejecutarEn } : {}) })
    .returning({ id: trabajos.id })
  if (!row) throw new Error('the job was not enqueued')
  return row.id
}

/** Several jobs of one kind at once (one statement), in the caller's transaction. */
export async function enqueueJobs(tx: Tx | Db, tipo: string, datos: readonly unknown[]) {
  if (datos.length === 0) return
  await tx.insert(trabajos).values(datos.map((one) => ({ tipo, datos: one })))
}

/**
 * Takes up to `limit` due pending jobs of these kinds, soonest first, and holds each for `leaseMs`
 * (it runs again after that unless finished: the worker died, or it outlived its timeout).
 */
export async function claimJobs(
  db: Db,
  { tipos, limit, leaseMs }: { tipos: readonly string[]; limit: number; leaseMs: number },
): Promise<Job[]> {
  if (tipos.length === 0 || limit < 1) return []
  // The CTE picks the rows once (an IN subquery with LIMIT may be evaluated more than once).
  return selectRows<Job>(
    db,
    sql`with due as (
      select ${trabajos.id} from ${trabajos}
      where ${trabajos.estado} = 'pendiente' and ${trabajos.ejecutarEn} <= now()
        and ${inArray(trabajos.tipo, [...tipos])}
      order by ${trabajos.ejecutarEn}
      limit ${limit}
      for update skip locked
    )
    update ${trabajos} set intentos = ${trabajos.intentos} + 1,
      ejecutar_en = ${later(leaseMs)}
    from due where ${trabajos.id} = due.id
    returning ${trabajos.id} as id, ${trabajos.tipo} as tipo, ${trabajos.datos} as datos,
      ${trabajos.intentos} as intentos`,
  )
}

/** The database's now() plus `ms` (its clock, not this process's: every instance agrees). */
const later = (ms: number) =>
  sql`now() + make_interval(secs => cast(${ms / 1000} as double precision))`

/** A job that ran to its end. */
export async function completeJob(db: Db, id: string): Promise<void> {
  await db
    .update(trabajos)
    .set({ estado: 'hecho', terminadoEn: sql`now()`, ultimoError: null })
    .where(and(eq(trabajos.id, id), eq(trabajos.estado, 'pendiente')))
}

/**
 * A job that failed this time: it runs again after `retryInMs`, or, when that is null (no tries
 * left, or it can never succeed), stays failed with its error for a person to see.
 */
export async function failJob(
  db: Db,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(trabajos)
    .set(
      retryInMs === null
        ? { estado: 'fallido', terminadoEn: sql`now()`, ultimoError: error }
        : {
            ejecutarEn: later(retryInMs),
            ultimoError: error,
          },
    )
    .where(and(eq(trabajos.id, id), eq(trabajos.estado, 'pendiente')))
}

/** Removes the jobs done before `before` (failed ones stay); answers how many went. */
export async function purgeDoneJobs(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(trabajos)
    .where(and(eq(trabajos.estado, 'hecho'), lt(trabajos.terminadoEn, before)))
    .returning({ id: trabajos.id })
  return gone.length
}
