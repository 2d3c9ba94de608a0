// The background jobs' queue (jobs/job-queue.ts, decision 071): a row per job, enqueued in the
// transaction of the action that asks for it (so a rolled-back action leaves no job), claimed by
// the API's worker with FOR UPDATE SKIP LOCKED (several instances never take the same one), retried
// with a growing wait until it is done or has failed too many times. Not a business table: no
// tracking columns, no audit; done jobs are purged after a week, failed ones kept for a person.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id, oneOf } from './columns.ts'

export const ESTADOS_TRABAJO = ['pendiente', 'hecho', 'fallido'] as const
export type EstadoTrabajo = (typeof ESTADOS_TRABAJO)[number]

export const trabajos = pgTable(
  'trabajos',
  {
    id: id(),
    /** What kind of job (`correo`): the worker runs only kinds it has a handler for. */
    tipo: text('tipo').notNull(),
    /** The job's input, as its handler reads it (checked again when it runs). */
    datos: jsonb('datos').notNull(),
    estado: text('estado', { enum: ESTADOS_TRABAJO }).notNull().default('pendiente'),
    /**
     * When a pending job may run: now at first, later after a failure (the retry's wait), and
     * pushed past the per-job timeout while a worker holds it (a worker that died lets it go).
     */
    ejecutarEn: timestamp('ejecutar_en', { withTimezone: true }).notNull().defaultNow(),
    /** Times a worker took it. */
    intentos: integer('intentos').notNull().default(0),
    ultimoError: text('ultimo_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was done, or gave up. */
    terminadoEn: timestamp('terminado_en', { withTimezone: true }),
  },
  (table) => [
    oneOf('trabajos_estado', table.estado, ESTADOS_TRABAJO),
    // The worker's claim reads the pending ones due, soonest first; the purge the done ones.
    index('trabajos_pendientes_idx').on(table.ejecutarEn).where(sql`${table.estado} = 'pendiente'`),
    index('trabajos_hechos_idx').on(table.terminadoEn).where(sql`${table.estado} = 'hecho'`),
  ],
)
