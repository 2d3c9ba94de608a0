// Mounts the trabajadores routes (contracts: rrhh/trabajador-routes.ts). No delete and no export:
// the catalogue has no key for either (a worker who leaves is set inactive).
import {
  createTrabajadorRoute,
  getTrabajadorRoute,
  listTrabajadoresRoute,
  updateTrabajadorRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createTrabajador } from './create-trabajador.ts'
import { getTrabajador } from './get-trabajador.ts'
import { listTrabajadores } from './list-trabajadores.ts'
import { updateTrabajador } from './update-trabajador.ts'

export function registerTrabajadoresRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listTrabajadoresRoute, async (c) =>
    c.json(await listTrabajadores(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, getTrabajadorRoute, async (c) =>
    c.json(await getTrabajador(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createTrabajadorRoute, async (c) =>
    c.json(await createTrabajador(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateTrabajadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateTrabajador(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
}
