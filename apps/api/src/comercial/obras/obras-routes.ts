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
import { mountOn } from '../../records/entity-handlers.ts'
import { createObra } from './create-obra.ts'
import { deleteObra } from './delete-obra.ts'
import { exportObras } from './export-obras.ts'
import { getObra } from './get-obra.ts'
import { listObras } from './list-obras.ts'
import { updateObra } from './update-obra.ts'

export function registerObrasRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listObrasRoute, listObras)
  mount.export(exportObrasRoute, exportObras)
  mount.get(getObraRoute, getObra)
  mount.create(createObraRoute, createObra)
  mount.update(updateObraRoute, updateObra)
  mount.delete(deleteObraRoute, deleteObra)
}
