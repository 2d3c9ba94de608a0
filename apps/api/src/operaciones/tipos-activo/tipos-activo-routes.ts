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
import { mountOn } from '../../records/entity-handlers.ts'
import { createTipoActivo } from './create-tipo-activo.ts'
import { deleteTipoActivo } from './delete-tipo-activo.ts'
import { getTipoActivo } from './get-tipo-activo.ts'
import { getTiposActivoOpciones } from './get-tipos-activo-opciones.ts'
import { listTiposActivo } from './list-tipos-activo.ts'
import { updateTipoActivo } from './update-tipo-activo.ts'

export function registerTiposActivoRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listTiposActivoRoute, listTiposActivo)
  // Before `/{id}`: `opciones` is not an id.
  mount.view(getTiposActivoOpcionesRoute, getTiposActivoOpciones)
  mount.get(getTipoActivoRoute, getTipoActivo)
  mount.create(createTipoActivoRoute, createTipoActivo)
  mount.update(updateTipoActivoRoute, updateTipoActivo)
  mount.delete(deleteTipoActivoRoute, deleteTipoActivo)
}
