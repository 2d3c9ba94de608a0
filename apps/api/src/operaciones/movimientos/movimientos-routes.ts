// Mounts the movements' routes (contracts: operaciones/movimiento-routes.ts). The export is
// mounted before anything with an `{id}` in its place. Recording a movement with its guía
// electrónica is the SII's issue, handed in by the app (decision 091).
import {
  createMovimientoRoute,
  exportMovimientosRoute,
  listMovimientosActivoRoute,
  listMovimientosRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import type { RegistrarConGuiaElectronica } from '../../records/record-movimiento.ts'
import { createMovimientoWith } from './create-movimiento.ts'
import { exportMovimientos } from './export-movimientos.ts'
import { listMovimientos, listMovimientosActivo } from './list-movimientos.ts'

export function registerMovimientosRoutes(
  app: OpenAPIHono<AppEnv>,
  registrarConGuia: RegistrarConGuiaElectronica,
) {
  const mount = mountOn(app)
  mount.list(listMovimientosRoute, listMovimientos)
  mount.export(exportMovimientosRoute, exportMovimientos)
  registerRoute(app, listMovimientosActivoRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(
      await listMovimientosActivo(c.var.deps.db, id, c.req.valid('query'), c.var.cursors),
      200,
    )
  })
  mount.createIn(createMovimientoRoute, createMovimientoWith(registrarConGuia))
}
