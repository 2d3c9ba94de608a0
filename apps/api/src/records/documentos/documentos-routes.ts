// Mounts the routes of one owner's documents (an asset's, a worker's) on their calls
// (documentos-of.ts): the list, the upload ticket, create, update, delete and the download. The
// owner's module names its contracts' routes; the upload route is mounted before the document's
// `{documentoId}` routes it could be taken for.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import type { DocumentoParams, documentosOf } from './documentos-of.ts'

type Documentos = Pick<
  ReturnType<typeof documentosOf>,
  'list' | 'createSubida' | 'create' | 'update' | 'delete' | 'descarga'
>

/** The contracts' routes of one owner's documents. */
export type DocumentosRoutes = {
  list: ApiRouteDefinition
  createSubida: ApiRouteDefinition
  create: ApiRouteDefinition
  update: ApiRouteDefinition
  delete: ApiRouteDefinition
  descarga: ApiRouteDefinition
}

// What the routes' schemas validated (the contracts' shapes, the same for every owner; a body's
// shape is the call's).
type Validated = {
  param: DocumentoParams
  json: unknown
  query: { version: number }
}
type Input<Call extends keyof Documentos, Position extends number> = Parameters<
  Documentos[Call]
>[Position]
const valid = <K extends keyof Validated>(c: Context<AppEnv>, target: K) =>
  (c.req as unknown as { valid(target: K): Validated[K] }).valid(target)

export function registerDocumentosRoutes(
  app: OpenAPIHono<AppEnv>,
  documentos: Documentos,
  routes: DocumentosRoutes,
) {
  registerRoute(app, routes.list, async (c) => {
    const items = await documentos.list(c.var.deps.db, valid(c, 'param').id)
    return c.json({ items }, 200)
  })
  registerRoute(app, routes.createSubida, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = valid(c, 'param')
    return c.json(
      await documentos.createSubida(db, storage, id, valid(c, 'json') as Input<'createSubida', 3>),
      201,
    )
  })
  registerRoute(app, routes.create, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = valid(c, 'param')
    return c.json(
      await documentos.create(db, storage, c.var.user, id, valid(c, 'json') as Input<'create', 4>),
      201,
    )
  })
  registerRoute(app, routes.update, async (c) => {
    const { db, storage } = c.var.deps
    const params = valid(c, 'param')
    return c.json(
      await documentos.update(
        db,
        storage,
        c.var.user,
        params,
        valid(c, 'json') as Input<'update', 4>,
      ),
      200,
    )
  })
  registerRoute(app, routes.delete, async (c) => {
    const { version } = valid(c, 'query')
    await documentos.delete(c.var.deps.db, c.var.user, valid(c, 'param'), version)
    return c.body(null, 204)
  })
  registerRoute(app, routes.descarga, async (c) => {
    const { db, storage } = c.var.deps
    return c.json(await documentos.descarga(db, storage, valid(c, 'param')), 200)
  })
}
