// The liveness/readiness answer of GET /health, used by load balancers and the local stack.
import { z } from 'zod'

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['ok', 'error']),
  })
  .meta({ id: 'Health' })
export type Health = z.infer<typeof healthSchema>
