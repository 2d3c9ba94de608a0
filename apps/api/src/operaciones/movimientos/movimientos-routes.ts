// Mounts the movements' routes (contracts: operaciones/movimiento-routes.ts). The export is
// mounted before anything with an `{id}` in its place.
import {
  createMovimientoRoute,
  exportMovimientosRoute,
  listMovimientosActivoRoute,
  listMovimientosRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createMovimiento } from './create-movimiento.ts'
import { exportMovimientos } from './export-movimientos.ts'
import { listMovimientos, listMovimientosActivo } from './list-movimientos.ts'

export function registerMovimientosRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listMovimientosRoute, async (c) =>
    c.json(await listMovimientos(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportMovimientosRoute, (c) =>
    exportMovimientos(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, listMovimientosActivoRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(
      await listMovimientosActivo(c.var.deps.db, id, c.req.valid('query'), c.var.cursors),
      200,
    )
  })
  registerRoute(app, createMovimientoRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await createMovimiento(c.var.deps.db, c.var.user, id, c.req.valid('json')), 201)
  })
}
