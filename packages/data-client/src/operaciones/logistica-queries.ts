// Logistics' read views' query options. Their rows are assets (or assets on rent), so they are
// cached under the activos entity, each view in its own scope: whatever makes the assets stale (a
// movement, a completed request, an asset's edit, the movement dialog's 409) refreshes them too.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { listOptions } from '../entity-queries.ts'
import type { LogisticaClient } from './logistica-client.ts'

export function logisticaQueries(client: LogisticaClient) {
  const list = <Q, P>(
    scope: string,
    call: {
      list: ((query: Q, signal?: AbortSignal) => Promise<P>) & { filters: readonly string[] }
    },
  ) => ({
    key: ['operaciones', 'activos'] as const,
    filters: call.list.filters,
    list: listOptions(['operaciones', 'activos', scope], call.list),
  })
  return {
    logisticaActivos: list('logistica', client.logisticaActivos),
    activosEnTaller: list('en-taller', client.activosEnTaller),
    controlEquipos: list('control-equipos', client.controlEquipos),
    resumenEquipos: (query: Parameters<LogisticaClient['resumenEquipos']['get']>[0]) =>
      queryOptions({
        queryKey: ['operaciones', 'activos', 'resumen', query] as const,
        queryFn: ({ signal }) => client.resumenEquipos.get(query, signal),
        placeholderData: keepPreviousData,
      }),
  }
}
