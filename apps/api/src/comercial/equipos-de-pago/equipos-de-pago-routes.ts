// Mounts the equipos de pago routes (contracts: comercial/equipos-de-pago-routes.ts).
import { exportEquiposDePagoRoute, listEquiposDePagoRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { exportEquiposDePago } from './export-equipos-de-pago.ts'
import { listEquiposDePago } from './list-equipos-de-pago.ts'

export function registerEquiposDePagoRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listEquiposDePagoRoute, async (c) =>
    c.json(await listEquiposDePago(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportEquiposDePagoRoute, (c) =>
    exportEquiposDePago(c, c.var.deps.db, c.req.valid('query')),
  )
}
