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
import { mountOn } from '../../records/entity-handlers.ts'
import { createFlota } from './create-flota.ts'
import { deleteFlota } from './delete-flota.ts'
import { getFlota } from './get-flota.ts'
import { listFlotas } from './list-flotas.ts'
import { updateFlota } from './update-flota.ts'

export function registerFlotasRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listFlotasRoute, listFlotas)
  mount.get(getFlotaRoute, getFlota)
  mount.create(createFlotaRoute, createFlota)
  mount.update(updateFlotaRoute, updateFlota)
  mount.delete(deleteFlotaRoute, deleteFlota)
}
