// Mounts HR's operators list (contracts: rrhh/operador-routes.ts).
import { listOperadoresRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { listOperadores } from './list-operadores.ts'

export function registerOperadoresRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listOperadoresRoute, async (c) =>
    c.json(await listOperadores(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
}
