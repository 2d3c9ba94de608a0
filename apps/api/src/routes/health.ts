// GET /health: answers 200 only when the database answers a query, so load balancers and the
// local stack wait for a usable API.
import { healthRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import type { AppEnv } from '../app-env.ts'
import { registerRoute } from '../http/register-route.ts'

const DATABASE_TIMEOUT_MS = 2000

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, healthRoute, async (c) => {
    const { db, logger } = c.var.deps
    try {
      await withTimeout(db.execute(sql`select 1`), DATABASE_TIMEOUT_MS)
      return c.json({ status: 'ok', database: 'ok' } as const, 200)
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable')
      return c.json({ status: 'error', database: 'error' } as const, 503)
    }
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
