// The benchmark's settings, read from the environment once and validated (like src/env.ts for
// the API): how many rows, how many calls per measurement, and an optional PostgreSQL server.
import { z } from 'zod'

const benchEnvSchema = z.object({
  BENCH_ROWS: z.coerce.number().int().min(1000).default(100_000),
  BENCH_ITERATIONS: z.coerce.number().int().min(10).default(200),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
})

export const benchEnv = benchEnvSchema.parse(process.env)
