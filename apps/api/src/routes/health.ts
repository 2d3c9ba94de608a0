// GET /health: answers 200 only when the database answers, so load balancers and the local stack
// wait for a usable API. It never queues behind the requests' statements (Database.ping: the
// server through a connection of its own, the embedded engine by its state), so it answers at
// once while heavy requests run.
import { getHealthRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import type { AppEnv } from '../app-env.ts'
import { withTimeout } from '../db/database.ts'
import { registerRoute } from '../http/register-route.ts'

const DATABASE_TIMEOUT_MS = 2000

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getHealthRoute, async (c) => {
    const { db, logger, pingDatabase } = c.var.deps
    const ping = pingDatabase ?? (() => withTimeout(db.execute(sql`select 1`), DATABASE_TIMEOUT_MS))
    try {
      if ((await ping()) === false) throw new Error('the database did not answer')
      return c.json({ status: 'ok', database: 'ok' } as const, 200)
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable')
      return c.json({ status: 'error', database: 'error' } as const, 503)
    }
  })
}
