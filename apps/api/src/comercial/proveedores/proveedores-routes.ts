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
import { mountOn } from '../../records/entity-handlers.ts'
import { createProveedor } from './create-proveedor.ts'
import { deleteProveedor } from './delete-proveedor.ts'
import { exportProveedores, exportProveedoresProvisorios } from './export-proveedores.ts'
import { getProveedor } from './get-proveedor.ts'
import { listProveedores, listProveedoresProvisorios } from './list-proveedores.ts'
import { updateProveedor } from './update-proveedor.ts'
import { validateProveedor } from './validate-proveedor.ts'

export function registerProveedoresRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listProveedoresRoute, listProveedores)
  mount.export(exportProveedoresRoute, exportProveedores)
  mount.get(getProveedorRoute, getProveedor)
  registerRoute(app, createProveedorRoute, async (c) => {
    const input = { ...c.req.valid('json'), provisorio: false as const }
    return c.json(await createProveedor(c.var.deps.db, c.var.user, input), 201)
  })
  mount.update(updateProveedorRoute, updateProveedor)
  mount.delete(deleteProveedorRoute, deleteProveedor)

  mount.list(listProveedoresProvisoriosRoute, listProveedoresProvisorios)
  mount.export(exportProveedoresProvisoriosRoute, exportProveedoresProvisorios)
  registerRoute(app, getProveedorProvisorioRoute, async (c) =>
    c.json(await getProveedor(c.var.deps.db, c.req.valid('param').id, 'provisorio'), 200),
  )
  registerRoute(app, createProveedorProvisorioRoute, async (c) => {
    const input = { ...c.req.valid('json'), provisorio: true as const }
    return c.json(await createProveedor(c.var.deps.db, c.var.user, input), 201)
  })
  mount.update(validateProveedorRoute, validateProveedor)
}
