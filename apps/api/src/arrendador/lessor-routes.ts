// How the arrendador portal's calls are mounted (registerRoute): every handler reads the proveedor
// from the signed-in user (proveedor-of.ts), never from the request. Its lists, its rows by id and
// its files' upload tickets and links are one line each: the function that answers them, typed by the route.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import type { Db } from '../db/database.ts'
import type { ListCursors } from '../db/list/list-cursor.ts'
import { type ContractHandler, registerRoute } from '../http/register-route.ts'
import type { FileStorage } from '../storage/file-storage.ts'
import { proveedorOf } from './proveedor-of.ts'

type Input<S> = S extends z.ZodType ? z.output<S> : never
type Answer<D extends ApiRouteDefinition, S extends 200 | 201 = 200> = D['responses'][S] extends {
  schema: infer T
}
  ? Input<T>
  : never

/** What the one-line mounts read of a request: its deps, its user, its input; a JSON answer. */
type Request = {
  var: AppEnv['Variables']
  req: { valid: (target: 'query' | 'param' | 'json') => unknown }
  json: (body: unknown, status: 200 | 201) => Response
}

/** Mounts a call of the portal: `answer` gets the signed-in user's proveedor too. */
export function registerLessorRoute<const D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  answer: (
    c: Parameters<ContractHandler<D>>[0],
    proveedorId: string,
  ) => ReturnType<ContractHandler<D>>,
): void {
  registerRoute(app, route, (c) => answer(c, proveedorOf(c.var.user)))
}

/** `answer(c, proveedorId)` answered `status` (its type is the route's, checked where given). */
function answered<D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  answer: (c: Request, proveedorId: string) => Promise<unknown>,
  status: 200 | 201 = 200,
) {
  const handler = async (c: Request) => c.json(await answer(c, proveedorOf(c.var.user)), status)
  registerRoute(app, route, handler as unknown as ContractHandler<D>)
}

/** A list of the lessor's rows: `list(db, proveedorId, query, cursors)`. */
export const lessorList = <const D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  list: (
    db: Db,
    proveedorId: string,
    query: Input<D['query']>,
    cursors: ListCursors,
  ) => Promise<Answer<D>>,
) =>
  answered(app, route, (c, proveedorId) =>
    list(c.var.deps.db, proveedorId, c.req.valid('query') as Input<D['query']>, c.var.cursors),
  )

/** One of the lessor's rows by its id: `get(db, proveedorId, id)`. */
export const lessorGet = <const D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  get: (db: Db, proveedorId: string, id: string) => Promise<Answer<D>>,
) =>
  answered(app, route, (c, proveedorId) =>
    get(c.var.deps.db, proveedorId, (c.req.valid('param') as { id: string }).id),
  )

/** A short-lived link to one of the lessor's files: `link(db, storage, proveedorId, params)`. */
export const lessorLink = <const D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  link: (
    db: Db,
    storage: FileStorage,
    proveedorId: string,
    params: Input<D['params']>,
  ) => Promise<Answer<D>>,
) =>
  answered(app, route, (c, proveedorId) =>
    link(
      c.var.deps.db,
      c.var.deps.storage,
      proveedorId,
      c.req.valid('param') as Input<D['params']>,
    ),
  )

/** Where to send one of the lessor's files before the row that names it: `subida(storage, …)`. */
export const lessorSubida = <const D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  subida: (
    storage: FileStorage,
    proveedorId: string,
    input: Input<D['body']>,
  ) => Promise<Answer<D, 201>>,
) =>
  answered(
    app,
    route,
    (c, proveedorId) =>
      subida(c.var.deps.storage, proveedorId, c.req.valid('json') as Input<D['body']>),
    201,
  )
