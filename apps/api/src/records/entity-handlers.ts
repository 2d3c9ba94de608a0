// How a route hands its request to the operation that answers it, for the calls every entity's
// family makes the same way: a list (the query and the list's cursors), its export (the query, a
// streamed file), what the database alone answers (options), a report of the query, an item's written file (PDF, XLSX), a detail (the path's id), a create (the body), an update or an action on an item
// (the path's id and the body), a delete (the path's id and the version read; 204), and a site
// client's list, detail and answer, over its own obras. Each mounts
// its route through `registerRoute`, so the family's file names only its routes and operations:
//
//   const mount = mountOn(app)
//   mount.list(listMarcasRoute, listMarcas)
//   mount.delete(deleteMarcaRoute, deleteMarca)
//
// A route whose request or answer is its own (a PDF, a body completed on the server) keeps its
// `registerRoute` call.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import type { AuthUser } from '../auth/auth-user.ts'
import type { Db } from '../db/database.ts'
import type { ListCursors } from '../db/list/list-cursor.ts'
import { type ContractHandler, registerRoute } from '../http/register-route.ts'
import { archivoEdp } from '../pdf/edp-archivo-respuesta.ts'
import type { ArchivoEdp } from '../pdf/edp-archivos.ts'

type Out<S> = S extends z.ZodType ? z.output<S> : never
type Query<D extends ApiRouteDefinition> = Out<D['query']>
type Body<D extends ApiRouteDefinition> = Out<D['body']>
/** What the route answers with `status` (its success schema's type). */
type Answer<D extends ApiRouteDefinition, Status extends number> = D['responses'][Status] extends {
  schema: infer S
}
  ? Out<S>
  : never

/** The request's parts a handler reads, without the route's own typing. */
type Request = {
  param(): { id: string }
  query(): Record<string, unknown> & { version: number }
  json(): unknown
}

function mount<D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  answer: (c: Context<AppEnv>, request: Request) => Promise<Response>,
) {
  const handler = (c: Context<AppEnv>) =>
    answer(c, {
      param: () => c.req.valid('param' as never),
      query: () => c.req.valid('query' as never),
      json: () => c.req.valid('json' as never),
    })
  registerRoute(app, route, handler as unknown as ContractHandler<D>)
}

/** A write on the item the path names: the path's id and the body, answered with `status`. */
const onItem =
  <Status extends 200 | 201>(app: OpenAPIHono<AppEnv>, status: Status) =>
  <D extends ApiRouteDefinition>(
    route: D,
    write: (db: Db, user: AuthUser, id: string, body: Body<D>) => Promise<Answer<D, Status>>,
  ) =>
    mount(app, route, async (c, request) => {
      const { id } = request.param()
      return c.json(await write(c.var.deps.db, c.var.user, id, request.json() as Body<D>), status)
    })

/** The family mounts of `app`: each takes a route and the operation that answers it. */
export function mountOn(app: OpenAPIHono<AppEnv>) {
  return {
    /** GET a list's page: the query (filters, sort, paging) and the list's cursors. */
    list: <D extends ApiRouteDefinition>(
      route: D,
      list: (db: Db, query: Query<D>, cursors: ListCursors) => Promise<Answer<D, 200>>,
    ) =>
      mount(app, route, async (c, request) =>
        c.json(await list(c.var.deps.db, request.query() as Query<D>, c.var.cursors), 200),
      ),
    /** GET …/exportar: the list's rows as a streamed file the operation writes. */
    export: <D extends ApiRouteDefinition>(
      route: D,
      exporter: (c: Context<AppEnv>, db: Db, query: Query<D>) => Promise<Response>,
    ) => mount(app, route, (c, request) => exporter(c, c.var.deps.db, request.query() as Query<D>)),
    /** GET what the database alone answers (a form's options, the documents coming due). */
    view: <D extends ApiRouteDefinition>(route: D, read: (db: Db) => Promise<Answer<D, 200>>) =>
      mount(app, route, async (c) => c.json(await read(c.var.deps.db), 200)),
    /** GET a report of the query (a count, a preview, a dashboard). */
    query: <D extends ApiRouteDefinition>(
      route: D,
      read: (db: Db, query: Query<D>) => Promise<Answer<D, 200>>,
    ) =>
      mount(app, route, async (c, request) =>
        c.json(await read(c.var.deps.db, request.query() as Query<D>), 200),
      ),
    /** GET …/{id}/pdf, …/xlsx: the file the operation writes of the item, never cached. */
    archivo: <D extends ApiRouteDefinition>(
      route: D,
      write: (db: Db, id: string) => Promise<ArchivoEdp>,
      contentType: string,
    ) =>
      mount(app, route, async (c, request) =>
        archivoEdp(c, await write(c.var.deps.db, request.param().id), contentType),
      ),
    /** GET …/{id}: the detail. */
    get: <D extends ApiRouteDefinition>(
      route: D,
      get: (db: Db, id: string) => Promise<Answer<D, 200>>,
    ) =>
      mount(app, route, async (c, request) =>
        c.json(await get(c.var.deps.db, request.param().id), 200),
      ),
    /** POST: the body creates the row (201). */
    create: <D extends ApiRouteDefinition>(
      route: D,
      create: (db: Db, user: AuthUser, body: Body<D>) => Promise<Answer<D, 201>>,
    ) =>
      mount(app, route, async (c, request) =>
        c.json(await create(c.var.deps.db, c.var.user, request.json() as Body<D>), 201),
      ),
    /** PATCH …/{id}, or an action on the item: the path's id and the body (200). */
    update: onItem(app, 200),
    /** POST …/{id}/…: a row created under the item the path names (201). */
    createIn: onItem(app, 201),
    /** GET a site client's list: only the rows of its obras (the signed-in user's). */
    siteList: <D extends ApiRouteDefinition>(
      route: D,
      list: (
        db: Db,
        obraIds: readonly string[],
        query: Query<D>,
        cursors: ListCursors,
      ) => Promise<Answer<D, 200>>,
    ) =>
      mount(app, route, async (c, request) =>
        c.json(
          await list(c.var.deps.db, c.var.user.obraIds, request.query() as Query<D>, c.var.cursors),
          200,
        ),
      ),
    /** GET …/{id} for a site client: the detail of a row of its obras (else 404). */
    siteGet: <D extends ApiRouteDefinition>(
      route: D,
      get: (db: Db, id: string, scope: { obraIds: readonly string[] }) => Promise<Answer<D, 200>>,
    ) =>
      mount(app, route, async (c, request) =>
        c.json(await get(c.var.deps.db, request.param().id, { obraIds: c.var.user.obraIds }), 200),
      ),
    /** POST a site client's answer on a row of its obras: its obras, the path's id, the body. */
    siteWrite: <D extends ApiRouteDefinition>(
      route: D,
      write: (
        db: Db,
        user: AuthUser,
        obraIds: readonly string[],
        id: string,
        body: Body<D>,
      ) => Promise<Answer<D, 200>>,
    ) =>
      mount(app, route, async (c, request) => {
        const { user } = c.var
        const body = request.json() as Body<D>
        return c.json(await write(c.var.deps.db, user, user.obraIds, request.param().id, body), 200)
      }),
    /** DELETE …/{id}?version=: the version the client read (204). */
    delete: <D extends ApiRouteDefinition>(
      route: D,
      remove: (db: Db, user: AuthUser, id: string, version: number) => Promise<unknown>,
    ) =>
      mount(app, route, async (c, request) => {
        const { id } = request.param()
        await remove(c.var.deps.db, c.var.user, id, request.query().version)
        return c.body(null, 204)
      }),
  }
}
