// Mounts the equipment dashboard's route (contracts: operaciones/dashboard-equipos-routes.ts).
import { getDashboardEquiposRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { getDashboardEquipos } from './get-dashboard-equipos.ts'

export function registerDashboardEquiposRoutes(app: OpenAPIHono<AppEnv>) {
  mountOn(app).query(getDashboardEquiposRoute, getDashboardEquipos)
}
