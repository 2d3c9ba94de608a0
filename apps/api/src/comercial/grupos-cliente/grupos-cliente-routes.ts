// Mounts the grupos cliente routes (contracts: comercial/grupo-cliente-routes.ts). The export is
// mounted before the detail, whose `{id}` would otherwise take "exportar".
import {
  createGrupoClienteRoute,
  deleteGrupoClienteRoute,
  exportGruposClienteRoute,
  getGrupoClienteRoute,
  listGruposClienteRoute,
  updateGrupoClienteRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createGrupoCliente } from './create-grupo-cliente.ts'
import { deleteGrupoCliente } from './delete-grupo-cliente.ts'
import { exportGruposCliente } from './export-grupos-cliente.ts'
import { getGrupoCliente } from './get-grupo-cliente.ts'
import { listGruposCliente } from './list-grupos-cliente.ts'
import { updateGrupoCliente } from './update-grupo-cliente.ts'

export function registerGruposClienteRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listGruposClienteRoute, async (c) =>
    c.json(await listGruposCliente(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportGruposClienteRoute, (c) =>
    exportGruposCliente(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, getGrupoClienteRoute, async (c) =>
    c.json(await getGrupoCliente(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createGrupoClienteRoute, async (c) =>
    c.json(await createGrupoCliente(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateGrupoClienteRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateGrupoCliente(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteGrupoClienteRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteGrupoCliente(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
