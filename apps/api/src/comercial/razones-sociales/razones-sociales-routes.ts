// Mounts the razones sociales routes and their contacts' (contracts:
// comercial/razon-social-routes.ts, contacto-routes.ts). The export is mounted before the
// detail, whose `{id}` would otherwise take "exportar".
import {
  createContactoRoute,
  createRazonSocialRoute,
  deleteContactoRoute,
  deleteRazonSocialRoute,
  exportRazonesSocialesRoute,
  getRazonSocialRoute,
  listContactosRoute,
  listRazonesSocialesRoute,
  updateContactoRoute,
  updateRazonSocialRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createContacto } from './contactos/create-contacto.ts'
import { deleteContacto } from './contactos/delete-contacto.ts'
import { listContactos } from './contactos/list-contactos.ts'
import { updateContacto } from './contactos/update-contacto.ts'
import { createRazonSocial } from './create-razon-social.ts'
import { deleteRazonSocial } from './delete-razon-social.ts'
import { exportRazonesSociales } from './export-razones-sociales.ts'
import { getRazonSocial } from './get-razon-social.ts'
import { listRazonesSociales } from './list-razones-sociales.ts'
import { updateRazonSocial } from './update-razon-social.ts'

export function registerRazonesSocialesRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listRazonesSocialesRoute, listRazonesSociales)
  mount.export(exportRazonesSocialesRoute, exportRazonesSociales)
  mount.get(getRazonSocialRoute, getRazonSocial)
  mount.create(createRazonSocialRoute, createRazonSocial)
  mount.update(updateRazonSocialRoute, updateRazonSocial)
  mount.delete(deleteRazonSocialRoute, deleteRazonSocial)

  registerRoute(app, listContactosRoute, async (c) => {
    const items = await listContactos(c.var.deps.db, c.req.valid('param').id)
    return c.json({ items }, 200)
  })
  mount.createIn(createContactoRoute, createContacto)
  registerRoute(app, updateContactoRoute, async (c) =>
    c.json(
      await updateContacto(c.var.deps.db, c.var.user, c.req.valid('param'), c.req.valid('json')),
      200,
    ),
  )
  registerRoute(app, deleteContactoRoute, async (c) => {
    const { version } = c.req.valid('query')
    await deleteContacto(c.var.deps.db, c.var.user, c.req.valid('param'), version)
    return c.body(null, 204)
  })
}
