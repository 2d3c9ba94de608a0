// Mounts the fleet summary's route (contracts: comercial/resumen-equipos-routes.ts): the commercial
// screen resumen-equipos, under its key comercial/resumen-equipos.
import { getResumenEquiposRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { getResumenEquipos } from './get-resumen-equipos.ts'

export function registerResumenEquiposRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.query(getResumenEquiposRoute, getResumenEquipos)
}
