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
import { mountOn } from '../../records/entity-handlers.ts'
import { createConstructora } from './create-constructora.ts'
import { createConstructoraObra } from './create-constructora-obra.ts'
import { deleteConstructora } from './delete-constructora.ts'
import { exportConstructoras } from './export-constructoras.ts'
import { getConstructora } from './get-constructora.ts'
import { listConstructoras } from './list-constructoras.ts'
import { updateConstructora } from './update-constructora.ts'

export function registerConstructorasRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listConstructorasRoute, listConstructoras)
  mount.export(exportConstructorasRoute, exportConstructoras)
  mount.get(getConstructoraRoute, getConstructora)
  mount.create(createConstructoraRoute, createConstructora)
  mount.update(updateConstructoraRoute, updateConstructora)
  mount.delete(deleteConstructoraRoute, deleteConstructora)
  mount.createIn(createConstructoraObraRoute, createConstructoraObra)
}
