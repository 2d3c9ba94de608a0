// Mounts the routes of an asset's documents (contracts: operaciones/documento-activo-routes.ts).
// The upload route is mounted before the document's `{documentoId}` routes it could be taken for.
import {
  createDocumentoActivoRoute,
  createSubidaDocumentoRoute,
  deleteDocumentoActivoRoute,
  getDescargaDocumentoRoute,
  getVencimientosDocumentosRoute,
  listDocumentosActivoRoute,
  updateDocumentoActivoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createDocumentoActivo } from './create-documento-activo.ts'
import { createSubidaDocumento } from './create-subida-documento.ts'
import { deleteDocumentoActivo } from './delete-documento-activo.ts'
import { getDescargaDocumento } from './get-descarga-documento.ts'
import { getVencimientosDocumentos } from './get-vencimientos-documentos.ts'
import { listDocumentosActivo } from './list-documentos-activo.ts'
import { updateDocumentoActivo } from './update-documento-activo.ts'

export function registerDocumentosActivoRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getVencimientosDocumentosRoute, async (c) =>
    c.json(await getVencimientosDocumentos(c.var.deps.db), 200),
  )
  registerRoute(app, listDocumentosActivoRoute, async (c) => {
    const items = await listDocumentosActivo(c.var.deps.db, c.req.valid('param').id)
    return c.json({ items }, 200)
  })
  registerRoute(app, createSubidaDocumentoRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(await createSubidaDocumento(db, storage, id, c.req.valid('json')), 201)
  })
  registerRoute(app, createDocumentoActivoRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(
      await createDocumentoActivo(db, storage, c.var.user, id, c.req.valid('json')),
      201,
    )
  })
  registerRoute(app, updateDocumentoActivoRoute, async (c) => {
    const { db, storage } = c.var.deps
    const params = c.req.valid('param')
    return c.json(
      await updateDocumentoActivo(db, storage, c.var.user, params, c.req.valid('json')),
      200,
    )
  })
  registerRoute(app, deleteDocumentoActivoRoute, async (c) => {
    const { version } = c.req.valid('query')
    await deleteDocumentoActivo(c.var.deps.db, c.var.user, c.req.valid('param'), version)
    return c.body(null, 204)
  })
  registerRoute(app, getDescargaDocumentoRoute, async (c) => {
    const { db, storage } = c.var.deps
    return c.json(await getDescargaDocumento(db, storage, c.req.valid('param')), 200)
  })
}
