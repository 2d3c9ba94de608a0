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
import { mountOn } from '../../records/entity-handlers.ts'
import { createActivo } from './create-activo.ts'
import { deleteActivo } from './delete-activo.ts'
import { exportActivos } from './export-activos.ts'
import { getActivo } from './get-activo.ts'
import { getActivoOpciones } from './get-activo-opciones.ts'
import { listActivos } from './list-activos.ts'
import { updateActivo } from './update-activo.ts'

export function registerActivosRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listActivosRoute, listActivos)
  mount.export(exportActivosRoute, exportActivos)
  mount.view(getActivoOpcionesRoute, getActivoOpciones)
  mount.get(getActivoRoute, getActivo)
  mount.create(createActivoRoute, createActivo)
  mount.update(updateActivoRoute, updateActivo)
  mount.delete(deleteActivoRoute, deleteActivo)
}
