// TanStack Query for the commercial area: one key per entity (`['comercial', entity, …]`), list
// and detail query options, and the mutation hook every form uses. A write invalidates its own
// entity and the ones that show it (an obra appears in its razón social's and constructora's
// details), so every screen shows the saved data without a reload and nothing else is refetched.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiRequestError } from '../api-request-error.ts'

export type ComercialEntity =
  | 'razones-sociales'
  | 'grupos-cliente'
  | 'constructoras'
  | 'obras'
  | 'proveedores'

/** The entities whose cached lists or details show data of the one written. */
export const affectedBy: Readonly<Record<ComercialEntity, readonly ComercialEntity[]>> = {
  // A razón social's name shows in its obras' rows; its grupo counts its razones sociales.
  'razones-sociales': ['razones-sociales', 'grupos-cliente', 'obras'],
  'grupos-cliente': ['grupos-cliente', 'razones-sociales'],
  // A constructora's name shows in its obras' rows.
  constructoras: ['constructoras', 'obras'],
  // Obras are listed in their razón social's and constructora's details and counts.
  obras: ['obras', 'razones-sociales', 'constructoras'],
  // Provisional and regular proveedores are the same rows: one key for both lists.
  proveedores: ['proveedores'],
}

export const comercialKeys = {
  entity: (entity: ComercialEntity) => ['comercial', entity] as const,
  list: (entity: ComercialEntity, scope: string, query: object) =>
    ['comercial', entity, 'list', scope, query] as const,
  detail: (entity: ComercialEntity, scope: string, id: string) =>
    ['comercial', entity, 'detail', scope, id] as const,
}

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400)

type Fetch<I, T> = (input: I, signal?: AbortSignal) => Promise<T>

/**
 * One page of a list. The previous page stays on screen while the next loads (the table shows its
 * loading state over it) instead of flashing an empty table on every sort or keystroke.
 * `scope` tells apart two lists of one entity (proveedores: 'todos' and 'provisorios').
 */
export function listQuery<Q extends object, T>(
  entity: ComercialEntity,
  list: Fetch<Q, T>,
  query: Q,
  scope = 'todos',
) {
  return queryOptions({
    queryKey: comercialKeys.list(entity, scope, query),
    queryFn: ({ signal }) => list(query, signal),
    placeholderData: keepPreviousData,
  })
}

/** One row with what its detail shows. A 404 (or a malformed id, 400) is not retried. */
export function detailQuery<T>(
  entity: ComercialEntity,
  get: Fetch<string, T>,
  id: string,
  scope = 'detalle',
) {
  return queryOptions({
    queryKey: comercialKeys.detail(entity, scope, id),
    queryFn: ({ signal }) => get(id, signal),
    retry: (failures, error) => failures < 1 && !isMissing(error),
  })
}

/** A write of `entity`; on success the entities that show it are refetched when next seen. */
export function useComercialMutation<V, T>(
  entity: ComercialEntity,
  mutationFn: (variables: V) => Promise<T>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        affectedBy[entity].map((affected) =>
          queryClient.invalidateQueries({ queryKey: comercialKeys.entity(affected) }),
        ),
      ),
  })
}
