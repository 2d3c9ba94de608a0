// Mounts the proveedores routes and the provisional ones' (contracts: comercial/proveedor-routes.ts
// and proveedor-provisorio-routes.ts). The export is mounted before the detail, whose `{id}`
// would otherwise take "exportar".
import {
  createProveedorProvisorioRoute,
  createProveedorRoute,
  deleteProveedorRoute,
  exportProveedoresProvisoriosRoute,
  exportProveedoresRoute,
  getProveedorProvisorioRoute,
  getProveedorRoute,
  listProveedoresProvisoriosRoute,
  listProveedoresRoute,
  updateProveedorRoute,
  validateProveedorRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createProveedor } from './create-proveedor.ts'
import { deleteProveedor } from './delete-proveedor.ts'
import { exportProveedores, exportProveedoresProvisorios } from './export-proveedores.ts'
import { getProveedor } from './get-proveedor.ts'
import { listProveedores, listProveedoresProvisorios } from './list-proveedores.ts'
import { updateProveedor } from './update-proveedor.ts'
import { validateProveedor } from './validate-proveedor.ts'

export function registerProveedoresRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listProveedoresRoute, async (c) =>
    c.json(await listProveedores(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportProveedoresRoute, (c) =>
    exportProveedores(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, getProveedorRoute, async (c) =>
    c.json(await getProveedor(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, createProveedorRoute, async (c) => {
    const input = { ...c.req.valid('json'), provisorio: false as const }
    return c.json(await createProveedor(c.var.deps.db, c.var.user, input), 201)
  })
  registerRoute(app, updateProveedorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateProveedor(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteProveedorRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteProveedor(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })

  registerRoute(app, listProveedoresProvisoriosRoute, async (c) =>
    c.json(
      await listProveedoresProvisorios(c.var.deps.db, c.req.valid('query'), c.var.cursors),
      200,
    ),
  )
  registerRoute(app, exportProveedoresProvisoriosRoute, (c) =>
    exportProveedoresProvisorios(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, getProveedorProvisorioRoute, async (c) =>
    c.json(await getProveedor(c.var.deps.db, c.req.valid('param').id, 'provisorio'), 200),
  )
  registerRoute(app, createProveedorProvisorioRoute, async (c) => {
    const input = { ...c.req.valid('json'), provisorio: true as const }
    return c.json(await createProveedor(c.var.deps.db, c.var.user, input), 201)
  })
  registerRoute(app, validateProveedorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await validateProveedor(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
}
