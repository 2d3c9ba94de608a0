// Mounts the operators' dashboard (contracts: rrhh/dashboard-operadores-routes.ts).
import { getDashboardOperadoresRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { getDashboardOperadores } from './get-dashboard-operadores.ts'

export function registerDashboardOperadoresRoutes(app: OpenAPIHono<AppEnv>) {
  mountOn(app).query(getDashboardOperadoresRoute, getDashboardOperadores)
}
