// Mounts the flotas routes (contracts: operaciones/flota-routes.ts).
import {
  createFlotaRoute,
  deleteFlotaRoute,
  getFlotaRoute,
  listFlotasRoute,
  updateFlotaRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createFlota } from './create-flota.ts'
import { deleteFlota } from './delete-flota.ts'
import { getFlota } from './get-flota.ts'
import { listFlotas } from './list-flotas.ts'
import { updateFlota } from './update-flota.ts'

export function registerFlotasRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listFlotasRoute, async (c) =>
    c.json(await listFlotas(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, getFlotaRoute, async (c) =>
    c.json(await getFlota(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createFlotaRoute, async (c) =>
    c.json(await createFlota(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateFlotaRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateFlota(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteFlotaRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteFlota(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
