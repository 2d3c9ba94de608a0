// Mounts the tipos de activo routes (contracts: operaciones/tipo-activo-routes.ts).
import {
  createTipoActivoRoute,
  deleteTipoActivoRoute,
  getTipoActivoRoute,
  getTiposActivoOpcionesRoute,
  listTiposActivoRoute,
  updateTipoActivoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createTipoActivo } from './create-tipo-activo.ts'
import { deleteTipoActivo } from './delete-tipo-activo.ts'
import { getTipoActivo } from './get-tipo-activo.ts'
import { getTiposActivoOpciones } from './get-tipos-activo-opciones.ts'
import { listTiposActivo } from './list-tipos-activo.ts'
import { updateTipoActivo } from './update-tipo-activo.ts'

export function registerTiposActivoRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listTiposActivoRoute, async (c) =>
    c.json(await listTiposActivo(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  // Before `/{id}`: `opciones` is not an id.
  registerRoute(app, getTiposActivoOpcionesRoute, async (c) =>
    c.json(await getTiposActivoOpciones(c.var.deps.db), 200),
  )
  registerRoute(app, getTipoActivoRoute, async (c) =>
    c.json(await getTipoActivo(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createTipoActivoRoute, async (c) =>
    c.json(await createTipoActivo(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateTipoActivoRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateTipoActivo(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteTipoActivoRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteTipoActivo(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
