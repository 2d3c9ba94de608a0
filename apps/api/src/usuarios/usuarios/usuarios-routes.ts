// Mounts the users' routes (contracts: usuarios/usuario-routes.ts). The export is mounted before
// the detail, whose `{id}` would otherwise take "exportar".
import {
  createUsuarioArrendadorRoute,
  createUsuarioRoute,
  deleteUsuarioRoute,
  disableUsuarioRoute,
  enableUsuarioRoute,
  exportUsuariosRoute,
  getUsuarioRoute,
  listUsuariosArrendadorRoute,
  listUsuariosRoute,
  resetPasswordUsuarioRoute,
  updateUsuarioRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import {
  deleteUsuario,
  disableUsuario,
  enableUsuario,
  resetPasswordUsuario,
} from './account-actions.ts'
import { createUsuario, createUsuarioArrendador } from './create-usuario.ts'
import { exportUsuarios } from './export-usuarios.ts'
import { getUsuario } from './get-usuario.ts'
import { listUsuarios, listUsuariosArrendador } from './list-usuarios.ts'
import { updateUsuario } from './update-usuario.ts'
import type { UserPool } from './user-pool.ts'

/** Users of every kind, and a lessor's under its proveedor. */
export function registerCuentasRoutes(app: OpenAPIHono<AppEnv>, pool: UserPool) {
  const mount = mountOn(app)
  mount.list(listUsuariosRoute, listUsuarios)
  mount.export(exportUsuariosRoute, exportUsuarios)
  registerRoute(app, getUsuarioRoute, async (c) =>
    c.json(await getUsuario(c.var.deps.db, pool, c.req.valid('param').id), 200),
  )
  registerRoute(app, createUsuarioRoute, async (c) =>
    c.json(await createUsuario(c.var.deps.db, pool, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateUsuarioRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(
      await updateUsuario(c.var.deps.db, pool, c.var.user, id, c.req.valid('json')),
      200,
    )
  })
  registerRoute(app, deleteUsuarioRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteUsuario(c.var.deps.db, pool, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
  // Disable, enable and reset: the same call on the user's account, each its own route (the
  // three share their params, body and answer; the cast only names one of their types).
  for (const [route, action] of [
    [disableUsuarioRoute, disableUsuario],
    [enableUsuarioRoute, enableUsuario],
    [resetPasswordUsuarioRoute, resetPasswordUsuario],
  ] as const) {
    registerRoute(app, route as typeof disableUsuarioRoute, async (c) => {
      const { id } = c.req.valid('param')
      return c.json(await action(c.var.deps.db, pool, c.var.user, id, c.req.valid('json')), 200)
    })
  }
  registerRoute(app, listUsuariosArrendadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    const query = c.req.valid('query')
    return c.json(await listUsuariosArrendador(c.var.deps.db, id, query, c.var.cursors), 200)
  })
  registerRoute(app, createUsuarioArrendadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await createUsuarioArrendador(c.var.deps.db, pool, c.var.user, id, input), 201)
  })
}
