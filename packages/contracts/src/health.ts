// The service's own state, for load balancers, orchestrators and the local stack: GET /health
// (the database), GET /health/live (the process serves) and GET /health/ready (everything a
// request needs answers: database, user pool, migrations applied). Decision 092.
import { z } from 'zod'

const partState = z.enum(['ok', 'error'])

/** What /health says, and /health/ready says first: the whole, and the database. */
const healthShape = { status: partState, database: partState }

export const healthSchema = z.object(healthShape).meta({ id: 'Health' })
export type Health = z.infer<typeof healthSchema>

export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' })
export type Liveness = z.infer<typeof livenessSchema>

export const readinessSchema = z
  .object({ ...healthShape, userPool: partState, migrations: partState })
  .meta({ id: 'Readiness' })
export type Readiness = z.infer<typeof readinessSchema>
