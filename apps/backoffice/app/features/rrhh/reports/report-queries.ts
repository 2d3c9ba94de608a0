// The daily reports' query options for HR's screens, built from `api.rrhh.reports` alone, under
// one key (`['rrhh', 'reports', …]`): an operator's history, the queue en observación, one
// report, and what the form chooses from (each asset's last reading changes with the reports, so
// it lives under the same key). Every write refreshes them all, and the operators' cached data
// (their lists count and show reports).
import {
  listFilterNames,
  listReportsObservadosQuerySchema,
  listReportsQuerySchema,
} from '@cordillera/contracts'
import { type ApiClient, ApiRequestError } from '@cordillera/data-client'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

type ReportsApi = ApiClient['rrhh']['reports']
export type ReportsQuery = Parameters<ReportsApi['listDeOperador']>[1]
export type ReportsObservadosQuery = Parameters<ReportsApi['listObservados']>[0]

const KEY = ['rrhh', 'reports'] as const

/** What a write of a report makes stale. */
export const reportWrites = {
  invalidates: [KEY, ['rrhh', 'operadores']] as const,
}

/** A page's key, in the shape every list's key has (`[area, entity, 'list', scope, query]`). */
const listKey = <Q>(scope: string, query: Q): readonly [string, string, 'list', string, Q] => [
  KEY[0],
  KEY[1],
  'list',
  scope,
  query,
]

const historialFilters = listFilterNames(listReportsQuerySchema)
const observadosFilters = listFilterNames(listReportsObservadosQuerySchema)

export function reportQueries(api: ApiClient) {
  const reports = api.rrhh.reports
  return {
    /** One operator's history: what useListScreen takes. */
    deOperador: (operadorId: string) => ({
      filters: historialFilters,
      list: (query: ReportsQuery) =>
        queryOptions({
          queryKey: listKey(operadorId, query),
          queryFn: ({ signal }) => reports.listDeOperador(operadorId, query, signal),
          placeholderData: keepPreviousData,
        }),
    }),
    /** Every operator's reports en observación. */
    observados: {
      filters: observadosFilters,
      list: (query: ReportsObservadosQuery) =>
        queryOptions({
          queryKey: listKey('en-observacion', query),
          queryFn: ({ signal }) => reports.listObservados(query, signal),
          placeholderData: keepPreviousData,
        }),
    },
    /** One report with its signatures (verified) and its history. A 404 is not retried. */
    detail: (operadorId: string, reportId: string) =>
      queryOptions({
        queryKey: [...KEY, 'detail', operadorId, reportId] as const,
        queryFn: ({ signal }) => reports.get(operadorId, reportId, signal),
        retry: (failures, error) =>
          failures < 1 &&
          !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400)),
      }),
    /** The operator and the assets a report may be written for, each with its last reading. */
    opciones: (operadorId: string) =>
      queryOptions({
        queryKey: [...KEY, 'opciones', operadorId] as const,
        queryFn: ({ signal }) => reports.opciones(operadorId, signal),
      }),
  }
}
