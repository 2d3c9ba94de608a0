// Mounts HR's operators list (contracts: rrhh/operador-routes.ts).
import { listOperadoresRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { listOperadores } from './list-operadores.ts'

export function registerOperadoresRoutes(app: OpenAPIHono<AppEnv>) {
  mountOn(app).list(listOperadoresRoute, listOperadores)
}
