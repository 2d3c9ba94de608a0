// Mounts the constructoras routes, "agregar obra" included (contracts:
// comercial/constructora-routes.ts). No keys: every staff user may call them. The export is
// mounted before the detail, whose `{id}` would otherwise take "exportar".
import {
  createConstructoraObraRoute,
  createConstructoraRoute,
  deleteConstructoraRoute,
  exportConstructorasRoute,
  getConstructoraRoute,
  listConstructorasRoute,
  updateConstructoraRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createConstructora } from './create-constructora.ts'
import { createConstructoraObra } from './create-constructora-obra.ts'
import { deleteConstructora } from './delete-constructora.ts'
import { exportConstructoras } from './export-constructoras.ts'
import { getConstructora } from './get-constructora.ts'
import { listConstructoras } from './list-constructoras.ts'
import { updateConstructora } from './update-constructora.ts'

export function registerConstructorasRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listConstructorasRoute, async (c) =>
    c.json(await listConstructoras(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportConstructorasRoute, (c) =>
    exportConstructoras(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, getConstructoraRoute, async (c) =>
    c.json(await getConstructora(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createConstructoraRoute, async (c) =>
    c.json(await createConstructora(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateConstructoraRoute, async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    return c.json(await updateConstructora(c.var.deps.db, c.var.user, id, body), 200)
  })
  registerRoute(app, deleteConstructoraRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteConstructora(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
  registerRoute(app, createConstructoraObraRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(
      await createConstructoraObra(c.var.deps.db, c.var.user, id, c.req.valid('json')),
      201,
    )
  })
}
