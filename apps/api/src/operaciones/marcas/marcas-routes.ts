// Mounts the marcas routes (contracts: operaciones/marca-routes.ts).
import {
  createMarcaRoute,
  deleteMarcaRoute,
  getMarcaRoute,
  listMarcasRoute,
  updateMarcaRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createMarca } from './create-marca.ts'
import { deleteMarca } from './delete-marca.ts'
import { getMarca } from './get-marca.ts'
import { listMarcas } from './list-marcas.ts'
import { updateMarca } from './update-marca.ts'

export function registerMarcasRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listMarcasRoute, listMarcas)
  mount.get(getMarcaRoute, getMarca)
  mount.create(createMarcaRoute, createMarca)
  mount.update(updateMarcaRoute, updateMarca)
  mount.delete(deleteMarcaRoute, deleteMarca)
}
