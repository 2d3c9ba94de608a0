// The fleet's occupation views' query options. What they show is assets' occupation (contracts,
// movements, estados), so they are cached under the activos entity, each in its own scope: a
// movement, a completed request or an asset's edit refreshes them too.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { listOptions } from '../entity-queries.ts'
import type { EquiposClient } from './equipos-client.ts'

type Query<F extends (query: never, signal?: AbortSignal) => unknown> = Parameters<F>[0]

export function equiposQueries(client: EquiposClient) {
  return {
    disponibilidadFlota: {
      get: (query: Query<EquiposClient['disponibilidadFlota']['get']>) =>
        queryOptions({
          queryKey: ['operaciones', 'activos', 'disponibilidad', query] as const,
          queryFn: ({ signal }) => client.disponibilidadFlota.get(query, signal),
          placeholderData: keepPreviousData,
        }),
      opciones: () =>
        queryOptions({
          queryKey: ['operaciones', 'activos', 'disponibilidad-opciones'] as const,
          queryFn: ({ signal }) => client.disponibilidadFlota.opciones(signal),
        }),
    },
    equiposDePago: {
      key: ['operaciones', 'activos'] as const,
      filters: client.equiposDePago.list.filters,
      list: listOptions(['operaciones', 'activos', 'equipos-de-pago'], client.equiposDePago.list),
    },
    dashboardEquipos: (query: Query<EquiposClient['dashboardEquipos']['get']>) =>
      queryOptions({
        queryKey: ['operaciones', 'activos', 'dashboard', query] as const,
        queryFn: ({ signal }) => client.dashboardEquipos.get(query, signal),
        placeholderData: keepPreviousData,
      }),
  }
}
