// Mounts the perfiles' routes (contracts: usuarios/perfil-routes.ts).
import {
  createPerfilRoute,
  deletePerfilRoute,
  getPerfilRoute,
  listPerfilesRoute,
  updatePerfilRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createPerfil } from './create-perfil.ts'
import { deletePerfil } from './delete-perfil.ts'
import { getPerfil } from './get-perfil.ts'
import { listPerfiles } from './list-perfiles.ts'
import { updatePerfil } from './update-perfil.ts'

export function registerPerfilesRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listPerfilesRoute, async (c) =>
    c.json(await listPerfiles(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, getPerfilRoute, async (c) =>
    c.json(await getPerfil(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createPerfilRoute, async (c) =>
    c.json(await createPerfil(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updatePerfilRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updatePerfil(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deletePerfilRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deletePerfil(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
