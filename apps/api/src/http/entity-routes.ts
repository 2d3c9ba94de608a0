// Mounts the routes of an entity kept through the records mechanism — its list, its export, one
// row, create, edit and delete — each on the operation of its module, in that order (the export
// before the detail, whose `{id}` would otherwise take "exportar"). A module mounts the routes of
// its own (options, actions) around these; a static path under the entity's (`…/opciones`) goes
// before, where `{id}` cannot take it.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { Db } from '../db/database.ts'
import type { ListCursors } from '../db/list/list-cursor.ts'
import type { Actor } from '../records/actor.ts'
import { registerRoute } from './register-route.ts'

/**
 * What a route's schemas validated, read where the route is not known to the compiler: its
 * contract's parsers ran, so the shapes are those the operations take (`never` lets each
 * operation name its own input).
 */
type Validated = { param: { id: string }; json: never; query: never }
export const validOf = <K extends keyof Validated>(c: Context<AppEnv>, target: K) =>
  (c.req as unknown as { valid(target: K): Validated[K] }).valid(target)

type Route<Operation> = readonly [ApiRouteDefinition, Operation]

export type EntityRoutes = {
  list: Route<(db: Db, query: never, cursors: ListCursors) => Promise<unknown>>
  export?: Route<(c: Context<AppEnv>, db: Db, query: never) => Response | Promise<Response>>
  get: Route<(db: Db, id: string) => Promise<unknown>>
  create: Route<(db: Db, actor: Actor, input: never) => Promise<unknown>>
  update: Route<(db: Db, actor: Actor, id: string, input: never) => Promise<unknown>>
  delete?: Route<(db: Db, actor: Actor, id: string, version: number) => Promise<void>>
}

export function registerEntityRoutes(app: OpenAPIHono<AppEnv>, routes: EntityRoutes) {
  const [listRoute, list] = routes.list
  registerRoute(app, listRoute, async (c) =>
    c.json(await list(c.var.deps.db, validOf(c, 'query'), c.var.cursors), 200),
  )
  if (routes.export) {
    const [exportRoute, exportRows] = routes.export
    registerRoute(app, exportRoute, (c) => exportRows(c, c.var.deps.db, validOf(c, 'query')))
  }
  const [getRoute, get] = routes.get
  registerRoute(app, getRoute, async (c) =>
    c.json(await get(c.var.deps.db, validOf(c, 'param').id), 200),
  )
  const [createRoute, create] = routes.create
  registerRoute(app, createRoute, async (c) =>
    c.json(await create(c.var.deps.db, c.var.user, validOf(c, 'json')), 201),
  )
  const [updateRoute, update] = routes.update
  registerRoute(app, updateRoute, async (c) => {
    const { id } = validOf(c, 'param')
    return c.json(await update(c.var.deps.db, c.var.user, id, validOf(c, 'json')), 200)
  })
  if (routes.delete) {
    const [deleteRoute, remove] = routes.delete
    registerRoute(app, deleteRoute, async (c) => {
      const { id } = validOf(c, 'param')
      const { version } = validOf(c, 'query') as { version: number }
      await remove(c.var.deps.db, c.var.user, id, version)
      return c.body(null, 204)
    })
  }
}
