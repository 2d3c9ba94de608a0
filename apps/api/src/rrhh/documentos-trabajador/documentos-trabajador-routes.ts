// Mounts the routes of a worker's documents (contracts: rrhh/documento-trabajador-routes.ts), keyless
// for staff as the catalogue's documents screen. The upload route is mounted before the
// document's `{documentoId}` routes it could be taken for.
import {
  createDocumentoTrabajadorRoute,
  createSubidaDocumentoTrabajadorRoute,
  deleteDocumentoTrabajadorRoute,
  getDescargaDocumentoTrabajadorRoute,
  listDocumentosTrabajadorRoute,
  updateDocumentoTrabajadorRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createDocumentoTrabajador } from './create-documento-trabajador.ts'
import { createSubidaDocumentoTrabajador } from './create-subida-documento-trabajador.ts'
import { deleteDocumentoTrabajador } from './delete-documento-trabajador.ts'
import { getDescargaDocumentoTrabajador } from './get-descarga-documento-trabajador.ts'
import { listDocumentosTrabajador } from './list-documentos-trabajador.ts'
import { updateDocumentoTrabajador } from './update-documento-trabajador.ts'

export function registerDocumentosTrabajadorRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listDocumentosTrabajadorRoute, async (c) => {
    const items = await listDocumentosTrabajador(c.var.deps.db, c.req.valid('param').id)
    return c.json({ items }, 200)
  })
  registerRoute(app, createSubidaDocumentoTrabajadorRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(await createSubidaDocumentoTrabajador(db, storage, id, c.req.valid('json')), 201)
  })
  registerRoute(app, createDocumentoTrabajadorRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(
      await createDocumentoTrabajador(db, storage, c.var.user, id, c.req.valid('json')),
      201,
    )
  })
  registerRoute(app, updateDocumentoTrabajadorRoute, async (c) => {
    const { db, storage } = c.var.deps
    const params = c.req.valid('param')
    return c.json(
      await updateDocumentoTrabajador(db, storage, c.var.user, params, c.req.valid('json')),
      200,
    )
  })
  registerRoute(app, deleteDocumentoTrabajadorRoute, async (c) => {
    const { version } = c.req.valid('query')
    await deleteDocumentoTrabajador(c.var.deps.db, c.var.user, c.req.valid('param'), version)
    return c.body(null, 204)
  })
  registerRoute(app, getDescargaDocumentoTrabajadorRoute, async (c) => {
    const { db, storage } = c.var.deps
    return c.json(await getDescargaDocumentoTrabajador(db, storage, c.req.valid('param')), 200)
  })
}
