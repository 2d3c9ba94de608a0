// One area of the API declared once (`defineArea`): its calls, built from its routes in
// contracts; what a write of each of its entities makes stale, in this area and in others; and its
// TanStack Query options. From that one definition an area's entry point derives
//   comercialApi(connection).obras.create(body)          the typed calls
//   comercialQueries(connection).obras.list(query)       the query options and their keys
//   useEntityMutation(comercialQueries(connection).obras, save)   the invalidation after a write
// Keys are `[area, entity, kind, …]`: `kind` is 'list' | 'detail' | 'name' (with a scope after it)
// or a view's name ('opciones', 'dashboard'); nobody writes one by hand. A write of an entity
// invalidates `[area, entity]` and each entity its `affects` names, so every screen showing the
// written data refetches it when next seen, and nothing else does.
// Nothing is built at import: an area's calls and query options are made for a connection the
// first time a screen asks for them, and kept for it.

import type { ApiRouteDefinition } from '@cordillera/contracts'
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { ApiRequestError } from './api-request-error.ts'
import type { Connection } from './connection.ts'
import { type Download, downloadOf, fileOf } from './download.ts'
import {
  createIn,
  createOf,
  deleteIn,
  deleteOf,
  getOf,
  listIn,
  listOf,
  listUnder,
  noInputOf,
  type Request,
  readOf,
  updateIn,
  updateOf,
} from './resource.ts'
import type { Upload } from './upload.ts'

/** A call of the data client: `(input, signal) => Promise<answer>`. */
export type Fetch<I, T> = (input: I, signal?: AbortSignal) => Promise<T>

/** A list call (`comercialApi(api).obras.list`): it knows its route's filter names. */
export type ListCall<Q, P> = Fetch<Q, P> & { readonly filters?: readonly string[] }

/** `[area, entity]`: every cached list, detail, name and view of one entity. */
export type EntityKey = readonly [string, string]

/** An entity a write reaches: this area's by name, another area's as `[area, entity]`. */
type Affected<E extends string> = E | EntityKey

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400)

// A 404 (or a malformed id, 400) will not change on a second try.
const retryUnlessMissing = (failures: number, error: Error) => failures < 1 && !isMissing(error)

/** One page of a list, keyed `[area, entity, 'list', scope, query]`. */
function listOptions<Q, P>(key: readonly [string, string, string], list: Fetch<Q, P>) {
  return (query: Q) =>
    queryOptions({
      queryKey: [key[0], key[1], 'list', key[2], query] as const,
      queryFn: ({ signal }) => list(query, signal),
      // The previous page stays on screen while the next loads (the table shows its loading
      // state over it) instead of flashing an empty table on every sort or keystroke.
      placeholderData: keepPreviousData,
    })
}

function detailOptions<D>(key: readonly [string, string, string], get: Fetch<string, D>) {
  return (id: string) =>
    queryOptions({
      queryKey: [key[0], key[1], 'detail', key[2], id] as const,
      queryFn: ({ signal }) => get(id, signal),
      retry: retryUnlessMissing,
    })
}

function nameOptions<D>(
  key: readonly [string, string, string],
  get: Fetch<string, D>,
  nameOf: (detail: D) => string,
) {
  return (id: string) =>
    queryOptions({
      queryKey: [key[0], key[1], 'name', key[2], id] as const,
      queryFn: async ({ signal }) => nameOf(await get(id, signal)),
      retry: retryUnlessMissing,
    })
}

/** The query options of one page of a list. */
export type ListQueryOptions<Q, P> = ReturnType<ReturnType<typeof listOptions<Q, P>>>

/** The query options of a row's name (what a filter notice shows of the related record). */
export type EntityNameQuery = ReturnType<ReturnType<typeof nameOptions<unknown>>>

/** What a write of an entity makes stale (what `useEntityMutation` takes). */
export type EntityWrites = {
  /** Every cached list, detail and name of the entity. */
  readonly key: EntityKey
  /** The keys a write of this entity makes stale: its own and those of the entities showing it. */
  readonly invalidates: readonly EntityKey[]
}

/** A list without a detail of its own (a history, a read view): `useListScreen({ queries })`. */
export type ListQueries<Q, P> = EntityWrites & {
  /** The list route's filter names: the only ones a URL's `f.<name>` passes on to the API. */
  readonly filters: readonly string[]
  /** One page of the list for `query`. */
  list: (query: Q) => ListQueryOptions<Q, P>
}

export type EntityQueries<Q, P, D> = ListQueries<Q, P> & {
  /** One row with what its detail shows. A 404 (or a malformed id, 400) is not retried. */
  detail: ReturnType<typeof detailOptions<D>>
  /** A row's name, read from its detail. */
  name: ReturnType<typeof nameOptions<D>>
}

/** How an area's calls are declared: each route's call, bound to the connection. */
export type CallBuilders = {
  readonly request: Request
  readonly download: Download
  readonly upload: Upload
  /** GET a page: `list(query, signal)`, with `list.filters`. */
  list: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof listOf<R>>
  /** GET a page under an owner's id (`/v1/operadores/{id}/reports`): `(ownerId, query, signal)`. */
  listUnder: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof listUnder<R>>
  /** GET an owner's rows, not paged: `(ownerId, signal)`. */
  listIn: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof listIn<R>>
  /** POST a row under its owner: `(ownerId, body, signal)`. */
  createIn: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof createIn<R>>
  /** A write on a row under its owner, its id the path's `key`: `(ownerId, rowId, body, signal)`. */
  updateIn: <R extends ApiRouteDefinition>(route: R, key: string) => ReturnType<typeof updateIn<R>>
  /** DELETE a row under its owner with the version read: `(ownerId, rowId, version, signal)`. */
  deleteIn: <R extends ApiRouteDefinition>(route: R, key: string) => ReturnType<typeof deleteIn<R>>
  /** GET one row by id. */
  get: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof getOf<R>>
  /** POST a new row (or an action without an id). */
  create: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof createOf<R>>
  /** A write on one row by id: an edit, or an action (approve, complete, pasar-contrato). */
  update: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof updateOf<R>>
  /** DELETE one row with the version read. */
  delete: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof deleteOf<R>>
  /** GET with a query that is not a page (a dashboard, a period's report). */
  read: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof readOf<R>>
  /** GET without input (a form's options). */
  fetch: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof noInputOf<R>>
  /** A list's export: the file for a query (`{ blob, fileName }`). */
  export: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof downloadOf<R>>
  /** One row's file by its id (a PDF, an XLSX): `(id, signal)` → `{ blob, fileName }`. */
  file: <R extends ApiRouteDefinition>(route: R) => ReturnType<typeof fileOf<R>>
}

function callBuilders({ request, download, upload }: Connection): CallBuilders {
  return {
    request,
    download,
    upload,
    list: (route) => listOf(request, route),
    listUnder: (route) => listUnder(request, route),
    listIn: (route) => listIn(request, route),
    createIn: (route) => createIn(request, route),
    updateIn: (route, key) => updateIn(request, route, key),
    deleteIn: (route, key) => deleteIn(request, route, key),
    get: (route) => getOf(request, route),
    create: (route) => createOf(request, route),
    update: (route) => updateOf(request, route),
    delete: (route) => deleteOf(request, route),
    read: (route) => readOf(request, route),
    fetch: (route) => noInputOf(request, route),
    export: (route) => downloadOf(download, route),
    file: (route) => fileOf(download, route),
  }
}

type ViewOptions = {
  /** Keep the previous answer on screen while the next input's loads (a period, a filter). */
  keepPrevious?: boolean
  /** A 404 or 400 is final (a detail): not retried. */
  missingIsFinal?: boolean
}

/** How an area's query options are declared: each from the area's own calls. */
export type QueryBuilders<E extends string> = {
  /** The key and invalidation of an entity (for a write of rows shown only in their owner's). */
  writes: (entity: E) => EntityWrites
  /** List, detail and name of an entity; `scope` tells apart two lists of the same rows. */
  entity: <Q, P, D>(
    entity: E,
    calls: { list: ListCall<Q, P>; get: Fetch<string, D> },
    options: { nameOf: (detail: D) => string; scope?: string },
  ) => EntityQueries<Q, P, D>
  /** A list without a detail of its own, in its `scope` of the entity. */
  list: <Q, P>(entity: E, scope: string, list: ListCall<Q, P>) => ListQueries<Q, P>
  /**
   * Any other read of the entity, keyed `[area, entity, view, …args]`: `fetch(signal, …args)`.
   * Under the entity's key, so what makes the entity stale makes it stale too.
   */
  view: <A extends unknown[], T>(
    entity: E,
    view: string,
    fetch: (signal: AbortSignal, ...args: A) => Promise<T>,
    options?: ViewOptions,
  ) => (...args: A) => ReturnType<typeof viewOptions<T>>
  /** A view read by a call of one input (`get(query, signal)`): `[area, entity, view, input]`. */
  read: <I, T>(
    entity: E,
    view: string,
    fetch: Fetch<I, T>,
    options?: ViewOptions,
  ) => (input: I) => ReturnType<typeof viewOptions<T>>
}

function viewOptions<T>(
  queryKey: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
  { keepPrevious = false, missingIsFinal = false }: ViewOptions,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(missingIsFinal ? { retry: retryUnlessMissing } : {}),
  })
}

const once = <K extends object, V>(built: WeakMap<K, V>, key: K, build: () => V): V => {
  let value = built.get(key)
  if (value === undefined) {
    value = build()
    built.set(key, value)
  }
  return value
}

/**
 * Declares an area. `affects` says, for each entity, which entities' cached data show it (an
 * obra appears in its razón social's detail; completing a pending request changes its asset's
 * estado and the commercial area's request and contract): a write of the entity invalidates
 * itself and those. `calls` builds the area's calls from its routes; `queries` its query options
 * from those calls. Returns what the area's entry point exports.
 */
export function defineArea<const E extends string, C, Q>(definition: {
  area: string
  affects: { readonly [K in E]: readonly Affected<NoInfer<E>>[] }
  calls: (build: CallBuilders) => C
  queries: (calls: C, build: QueryBuilders<E>) => Q
}) {
  const { area, affects } = definition
  const invalidates = (entity: E): EntityKey[] => [
    [area, entity],
    ...affects[entity].map(
      (affected): EntityKey => (typeof affected === 'string' ? [area, affected] : affected),
    ),
  ]
  const writes = (entity: E): EntityWrites => ({
    key: [area, entity],
    invalidates: invalidates(entity),
  })
  const list = <Q, P>(entity: E, scope: string, call: ListCall<Q, P>): ListQueries<Q, P> => ({
    ...writes(entity),
    get filters() {
      return call.filters ?? []
    },
    list: listOptions([area, entity, scope], call),
  })
  const builders: QueryBuilders<E> = {
    writes,
    list,
    entity: (entity, calls, { nameOf, scope = 'todos' }) => {
      const key = [area, entity, scope] as const
      return {
        ...list(entity, scope, calls.list),
        detail: detailOptions(key, calls.get),
        name: nameOptions(key, calls.get, nameOf),
      }
    },
    view:
      (entity, view, fetch, options = {}) =>
      (...args) =>
        viewOptions([area, entity, view, ...args], (signal) => fetch(signal, ...args), options),
    read:
      (entity, view, fetch, options = {}) =>
      (input) =>
        viewOptions([area, entity, view, input], (signal) => fetch(input, signal), options),
  }
  const clients = new WeakMap<Connection, C>()
  const queries = new WeakMap<Connection, Q>()
  const client = (connection: Connection): C =>
    once(clients, connection, () => definition.calls(callBuilders(connection)))
  return {
    area,
    /** What a write of `entity` makes stale. */
    invalidates,
    /** The area's calls for a connection (built on first use, then kept). */
    client,
    /** The area's query options for a connection (built on first use, then kept). */
    queries: (connection: Connection): Q =>
      once(queries, connection, () => definition.queries(client(connection), builders)),
  }
}

/** A write of an entity; on success what shows it is refetched when next seen. */
export function useEntityMutation<V, T>(
  entity: { readonly invalidates: readonly QueryKey[] },
  mutationFn: (variables: V) => Promise<T>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        entity.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
