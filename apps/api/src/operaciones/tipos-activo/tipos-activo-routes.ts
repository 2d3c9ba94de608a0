// Mounts the tipos de activo routes (contracts: operaciones/tipo-activo-routes.ts).
import {
  createTipoActivoRoute,
  deleteTipoActivoRoute,
  getTipoActivoRoute,
  listTiposActivoRoute,
  tiposActivoOpcionesRoute,
  updateTipoActivoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerEntityRoutes } from '../../http/entity-routes.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createTipoActivo } from './create-tipo-activo.ts'
import { deleteTipoActivo } from './delete-tipo-activo.ts'
import { getTipoActivo } from './get-tipo-activo.ts'
import { listTiposActivo } from './list-tipos-activo.ts'
import { listTiposActivoOpciones } from './list-tipos-activo-opciones.ts'
import { updateTipoActivo } from './update-tipo-activo.ts'

export function registerTiposActivoRoutes(app: OpenAPIHono<AppEnv>) {
  // Before `/{id}`: `opciones` is not an id.
  registerRoute(app, tiposActivoOpcionesRoute, async (c) =>
    c.json(await listTiposActivoOpciones(c.var.deps.db), 200),
  )
  registerEntityRoutes(app, {
    list: [listTiposActivoRoute, listTiposActivo],
    get: [getTipoActivoRoute, getTipoActivo],
    create: [createTipoActivoRoute, createTipoActivo],
    update: [updateTipoActivoRoute, updateTipoActivo],
    delete: [deleteTipoActivoRoute, deleteTipoActivo],
  })
}
