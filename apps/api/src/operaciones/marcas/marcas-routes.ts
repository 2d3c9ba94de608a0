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
import { registerRoute } from '../../http/register-route.ts'
import { createMarca } from './create-marca.ts'
import { deleteMarca } from './delete-marca.ts'
import { getMarca } from './get-marca.ts'
import { listMarcas } from './list-marcas.ts'
import { updateMarca } from './update-marca.ts'

export function registerMarcasRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listMarcasRoute, async (c) =>
    c.json(await listMarcas(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, getMarcaRoute, async (c) =>
    c.json(await getMarca(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createMarcaRoute, async (c) =>
    c.json(await createMarca(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateMarcaRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateMarca(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteMarcaRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteMarca(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
