// Mounts the equipment dashboard's route (contracts: operaciones/dashboard-equipos-routes.ts).
import { getDashboardEquiposRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { getDashboardEquipos } from './get-dashboard-equipos.ts'

export function registerDashboardEquiposRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getDashboardEquiposRoute, async (c) =>
    c.json(await getDashboardEquipos(c.var.deps.db, c.req.valid('query')), 200),
  )
}
