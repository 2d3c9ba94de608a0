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
import { registerEntityRoutes } from '../../http/entity-routes.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createConstructora } from './create-constructora.ts'
import { createConstructoraObra } from './create-constructora-obra.ts'
import { deleteConstructora } from './delete-constructora.ts'
import { exportConstructoras } from './export-constructoras.ts'
import { getConstructora } from './get-constructora.ts'
import { listConstructoras } from './list-constructoras.ts'
import { updateConstructora } from './update-constructora.ts'

export function registerConstructorasRoutes(app: OpenAPIHono<AppEnv>) {
  registerEntityRoutes(app, {
    list: [listConstructorasRoute, listConstructoras],
    export: [exportConstructorasRoute, exportConstructoras],
    get: [getConstructoraRoute, getConstructora],
    create: [createConstructoraRoute, createConstructora],
    update: [updateConstructoraRoute, updateConstructora],
    delete: [deleteConstructoraRoute, deleteConstructora],
  })
  registerRoute(app, createConstructoraObraRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(
      await createConstructoraObra(c.var.deps.db, c.var.user, id, c.req.valid('json')),
      201,
    )
  })
}
