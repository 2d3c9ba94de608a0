// Mounts the valor UF routes (contracts: comercial/valor-uf-routes.ts). The import is mounted
// before the `{fecha}` routes, like an export before `{id}`.
import {
  createValorUfRoute,
  deleteValorUfRoute,
  getValorUfRoute,
  importValoresUfRoute,
  listValoresUfRoute,
  updateValorUfRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createValorUf } from './create-valor-uf.ts'
import { deleteValorUf } from './delete-valor-uf.ts'
import { getValorUf } from './get-valor-uf.ts'
import { importValoresUf } from './import-valores-uf.ts'
import { listValoresUf } from './list-valores-uf.ts'
import { updateValorUf } from './update-valor-uf.ts'

export function registerValoresUfRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listValoresUfRoute, listValoresUf)
  registerRoute(app, importValoresUfRoute, async (c) =>
    c.json(await importValoresUf(c.var.deps.db, c.var.user, c.req.valid('json')), 200),
  )
  registerRoute(app, getValorUfRoute, async (c) =>
    c.json(await getValorUf(c.var.deps.db, c.req.valid('param').fecha), 200),
  )
  mount.create(createValorUfRoute, createValorUf)
  registerRoute(app, updateValorUfRoute, async (c) => {
    const { fecha } = c.req.valid('param')
    return c.json(await updateValorUf(c.var.deps.db, c.var.user, fecha, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteValorUfRoute, async (c) => {
    const { fecha } = c.req.valid('param')
    await deleteValorUf(c.var.deps.db, c.var.user, fecha, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
