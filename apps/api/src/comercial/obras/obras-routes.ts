// Mounts the obras routes (contracts: comercial/obra-routes.ts). The export is mounted before the
// detail, whose `{id}` would otherwise take "exportar".
import {
  createObraRoute,
  deleteObraRoute,
  exportObrasRoute,
  getObraRoute,
  listObrasRoute,
  updateObraRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createObra } from './create-obra.ts'
import { deleteObra } from './delete-obra.ts'
import { exportObras } from './export-obras.ts'
import { getObra } from './get-obra.ts'
import { listObras } from './list-obras.ts'
import { updateObra } from './update-obra.ts'

export function registerObrasRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listObrasRoute, async (c) =>
    c.json(await listObras(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportObrasRoute, (c) => exportObras(c, c.var.deps.db, c.req.valid('query')))
  registerRoute(app, getObraRoute, async (c) =>
    c.json(await getObra(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createObraRoute, async (c) =>
    c.json(await createObra(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateObraRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateObra(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteObraRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteObra(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
