// Mounts the activos routes (contracts: operaciones/activo-routes.ts). The export and the
// options are mounted before the detail, whose `{id}` would otherwise take them.
import {
  createActivoRoute,
  deleteActivoRoute,
  exportActivosRoute,
  getActivoOpcionesRoute,
  getActivoRoute,
  listActivosRoute,
  updateActivoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createActivo } from './create-activo.ts'
import { deleteActivo } from './delete-activo.ts'
import { exportActivos } from './export-activos.ts'
import { getActivo } from './get-activo.ts'
import { getActivoOpciones } from './get-activo-opciones.ts'
import { listActivos } from './list-activos.ts'
import { updateActivo } from './update-activo.ts'

export function registerActivosRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listActivosRoute, async (c) =>
    c.json(await listActivos(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportActivosRoute, (c) =>
    exportActivos(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, getActivoOpcionesRoute, async (c) =>
    c.json(await getActivoOpciones(c.var.deps.db), 200),
  )
  registerRoute(app, getActivoRoute, async (c) =>
    c.json(await getActivo(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createActivoRoute, async (c) =>
    c.json(await createActivo(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateActivoRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateActivo(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteActivoRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteActivo(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
