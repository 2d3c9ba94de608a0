// The calls one entity offers, built from its route definitions in contracts: a list with its
// query, a detail by id, a create, an edit and a delete with the version that was read. Each
// area's definition (comercial/area.ts) picks the ones its routes have; the types come from the
// routes' own zod schemas, so a portal cannot send a field or a filter the API does not know.
// A route's schemas are read when a call runs (or its filters are asked), never when it is built.
import { type ApiRouteDefinition, listFilterNames } from '@cordillera/contracts'
import type { z } from 'zod'
import { queryValues } from './query-values.ts'
import type { createRequest, RouteOutput } from './request.ts'

export type Request = ReturnType<typeof createRequest>

type Route = ApiRouteDefinition
/** What a route's query accepts (e.g. `{ page: 2, sort: 'rut', activo: 'true' }`). */
export type QueryInput<R extends Route> = R['query'] extends z.ZodType ? z.input<R['query']> : never
/** What a route's body accepts. */
export type BodyInput<R extends Route> = R['body'] extends z.ZodType ? z.input<R['body']> : never

export { queryValues } from './query-values.ts'

/** A list call's `filters`: the route's filter names, read from its query schema when asked. */
function withFilters<F extends object>(call: F, route: Route): F & { readonly filters: string[] } {
  let filters: string[] | undefined
  return Object.defineProperty(call, 'filters', {
    get: () => {
      filters ??= route.query ? listFilterNames(route.query) : []
      return filters
    },
  }) as F & { readonly filters: string[] }
}

/** GET a page: `list(query, signal)`; `list.filters` names the route's filters. */
export const listOf = <R extends Route>(request: Request, route: R) =>
  withFilters(
    (query: QueryInput<R>, signal?: AbortSignal): Promise<RouteOutput<R>> =>
      request(route, { query: queryValues(query), signal }),
    route,
  )

/** GET a page of an owner's rows (`/v1/operadores/{id}/reports`): `list(ownerId, query, signal)`. */
export const listUnder = <R extends Route>(request: Request, route: R) =>
  withFilters(
    (ownerId: string, query: QueryInput<R>, signal?: AbortSignal): Promise<RouteOutput<R>> =>
      request(route, { params: { id: ownerId }, query: queryValues(query), signal }),
    route,
  )

/** GET with a query that is not a page (a dashboard, a period): `read(query, signal)`. */
export const readOf =
  <R extends Route>(request: Request, route: R) =>
  (query: QueryInput<R>, signal?: AbortSignal): Promise<RouteOutput<R>> =>
    request(route, { query: queryValues(query), signal })

/** GET without input (a form's options): `fetch(signal)`. */
export const noInputOf =
  <R extends Route>(request: Request, route: R) =>
  (signal?: AbortSignal): Promise<RouteOutput<R>> =>
    request(route, { signal })

/** GET one row by id: `get(id, signal)`. */
export const getOf =
  <R extends Route>(request: Request, route: R) =>
  (id: string, signal?: AbortSignal): Promise<RouteOutput<R>> =>
    request(route, { params: { id }, signal })

/** POST a new row: `create(body)`. */
export const createOf =
  <R extends Route>(request: Request, route: R) =>
  (body: BodyInput<R>): Promise<RouteOutput<R>> =>
    request(route, { body })

/** A write on one row by id (PATCH an edit, POST an action): `update(id, body)`; the body carries `version`. */
export const updateOf =
  <R extends Route>(request: Request, route: R) =>
  (id: string, body: BodyInput<R>): Promise<RouteOutput<R>> =>
    request(route, { params: { id }, body })

/** DELETE (soft) one row with the version that was read: `delete(id, version)`. */
export const deleteOf =
  <R extends Route>(request: Request, route: R) =>
  (id: string, version: number): Promise<void> =>
    request(route, { params: { id }, query: { version } }).then(() => undefined)

/** GET an owner's rows, not paged (`/v1/razones-sociales/{id}/contactos`): `list(ownerId, signal)`. */
export const listIn =
  <R extends Route>(request: Request, route: R) =>
  (ownerId: string, signal?: AbortSignal): Promise<RouteOutput<R>> =>
    request(route, { params: { id: ownerId }, signal })

/** POST a row under its owner (`/v1/activos/{id}/movimientos`): `create(ownerId, body, signal)`. */
export const createIn =
  <R extends Route>(request: Request, route: R) =>
  (ownerId: string, body: BodyInput<R>, signal?: AbortSignal): Promise<RouteOutput<R>> =>
    request(route, { params: { id: ownerId }, body, signal })

/**
 * A write on a row under its owner, the row's id in the path's `key`
 * (`…/{id}/contactos/{contactoId}`): `update(ownerId, rowId, body, signal)`.
 */
export const updateIn =
  <R extends Route>(request: Request, route: R, key: string) =>
  (
    ownerId: string,
    rowId: string,
    body: BodyInput<R>,
    signal?: AbortSignal,
  ): Promise<RouteOutput<R>> =>
    request(route, { params: { id: ownerId, [key]: rowId }, body, signal })

/** DELETE (soft) a row under its owner with the version read: `delete(ownerId, rowId, version)`. */
export const deleteIn =
  <R extends Route>(request: Request, route: R, key: string) =>
  (ownerId: string, rowId: string, version: number, signal?: AbortSignal): Promise<void> =>
    request(route, { params: { id: ownerId, [key]: rowId }, query: { version }, signal }).then(
      () => undefined,
    )
