// TanStack Query for any module's entities. Each entity's query options are built from its own
// calls in one place, so a screen cannot pair a cache key with another entity's fetcher:
//   const obras = comercialQueries(api).obras
//   useQuery(obras.list(query)); useQuery(obras.detail(id)); useEntityMutation(obras, save)
// Keys are `[area, entity, 'list' | 'detail' | 'name', scope, …]`. A write invalidates its entity
// and the ones whose screens show its data (the area's "affected by" map), so every screen shows
// the saved data without a reload and nothing else is refetched.
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { ApiRequestError } from './api-request-error.ts'

/** A call of the data client: `(input, signal) => Promise<answer>`. */
export type Fetch<I, T> = (input: I, signal?: AbortSignal) => Promise<T>

/** A list call (`api.comercial.obras.list`): it knows its route's filter names. */
export type ListCall<Q, P> = Fetch<Q, P> & { readonly filters?: readonly string[] }

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400)

// A 404 (or a malformed id, 400) will not change on a second try.
const retryUnlessMissing = (failures: number, error: Error) => failures < 1 && !isMissing(error)

/**
 * One page of a list, keyed `[area, entity, 'list', scope, query]`: what `entity(…).list` is, and
 * what a list without a detail of its own (an append-only history) builds directly.
 */
export function listOptions<Q, P>(key: readonly [string, string, string], list: Fetch<Q, P>) {
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

export type EntityQueries<Q, P, D> = {
  /** Every cached list, detail and name of the entity. */
  readonly key: readonly [string, string]
  /** The keys a write of this entity makes stale: its own and those of the entities showing it. */
  readonly invalidates: readonly (readonly [string, string])[]
  /** The list route's filter names: the only ones a URL's `f.<name>` passes on to the API. */
  readonly filters: readonly string[]
  /** One page of the list for `query`. */
  list: ReturnType<typeof listOptions<Q, P>>
  /** One row with what its detail shows. A 404 (or a malformed id, 400) is not retried. */
  detail: ReturnType<typeof detailOptions<D>>
  /** A row's name, read from its detail. */
  name: ReturnType<typeof nameOptions<D>>
}

/**
 * The query options of one area's entities. `affectedBy` says, for each entity, which entities'
 * cached data show it (an obra appears in its razón social's detail): a write of the entity
 * invalidates those. The returned function builds one entity's options from its calls; `scope`
 * tells apart two sets of calls on the same rows (proveedores and proveedores provisorios), which
 * share the entity and so its invalidation.
 */
export function defineEntityQueries<const E extends string>(
  area: string,
  affectedBy: Readonly<Record<E, readonly E[]>>,
) {
  return function entityQueries<Q, P, D>(
    entity: E,
    calls: { list: ListCall<Q, P>; get: Fetch<string, D> },
    { nameOf, scope = 'todos' }: { nameOf: (detail: D) => string; scope?: string },
  ): EntityQueries<Q, P, D> {
    const key = [area, entity, scope] as const
    return {
      key: [area, entity],
      invalidates: affectedBy[entity].map((affected) => [area, affected] as const),
      filters: calls.list.filters ?? [],
      list: listOptions(key, calls.list),
      detail: detailOptions(key, calls.get),
      name: nameOptions(key, calls.get, nameOf),
    }
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
