// Mounts the trabajadores routes (contracts: rrhh/trabajador-routes.ts). No delete and no export:
// the catalogue has no key for either (a worker who leaves is set inactive).
import {
  createTrabajadorRoute,
  getTrabajadorRoute,
  listTrabajadoresRoute,
  updateTrabajadorRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createTrabajador } from './create-trabajador.ts'
import { getTrabajador } from './get-trabajador.ts'
import { listTrabajadores } from './list-trabajadores.ts'
import { updateTrabajador } from './update-trabajador.ts'

export function registerTrabajadoresRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listTrabajadoresRoute, listTrabajadores)
  mount.get(getTrabajadorRoute, getTrabajador)
  mount.create(createTrabajadorRoute, createTrabajador)
  mount.update(updateTrabajadorRoute, updateTrabajador)
}
