// Mounts the operators' dashboard (contracts: rrhh/dashboard-operadores-routes.ts).
import { getDashboardOperadoresRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { getDashboardOperadores } from './get-dashboard-operadores.ts'

export function registerDashboardOperadoresRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getDashboardOperadoresRoute, async (c) =>
    c.json(await getDashboardOperadores(c.var.deps.db, c.req.valid('query')), 200),
  )
}
