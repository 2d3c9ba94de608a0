// The service's own state, for load balancers, orchestrators and the local stack: GET /health
// (the database), GET /health/live (the process serves) and GET /health/ready (everything a
// request needs answers: database, user pool, migrations applied). Decision 092.
import { z } from 'zod'

const partState = z.enum(['ok', 'error'])

export const healthSchema = z
  .object({
    status: partState,
    database: partState,
  })
  .meta({ id: 'Health' })
export type Health = z.infer<typeof healthSchema>

export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' })
export type Liveness = z.infer<typeof livenessSchema>

export const readinessSchema = z
  .object({
    status: partState,
    database: partState,
    userPool: partState,
    migrations: partState,
  })
  .meta({ id: 'Readiness' })
export type Readiness = z.infer<typeof readinessSchema>
