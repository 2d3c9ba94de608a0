// @cordillera/data-client/edp-obra: the site client's estados de pago (audience: its obras' EDPs
// once sent to it; another obra's is a 404), the calls of the operador portal's EDP screens. Part
// of the commercial area (`comercialApi(api).edpCliente` is the same calls under the same keys),
// also an entry point of its own so the phone's screens load these four routes only, not the whole
// commercial area's (decision 063, as @cordillera/data-client/mis-reports for the operator).
import {
  approveEdpClienteRoute,
  getEdpClienteRoute,
  listEdpClienteRoute,
  observeEdpClienteRoute,
} from '@cordillera/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ApiRequestError } from '../api-request-error.ts'
import type { Connection } from '../connection.ts'
import { getOf, listOf, type QueryInput, updateOf } from '../resource.ts'

export function edpObraCalls({ request }: Pick<Connection, 'request'>) {
  return {
    /** A page of its obras' EDPs sent to it (revisión obra, observed, approved…). */
    list: listOf(request, listEdpClienteRoute),
    /** One with its lines, evidence, history and previous revisions. */
    get: getOf(request, getEdpClienteRoute),
    /** Approves one in revisión obra at the version read (409 when it changed meanwhile). */
    approve: updateOf(request, approveEdpClienteRoute),
    /** Observes one in revisión obra: a comment is required, comments per line optional. */
    observe: updateOf(request, observeEdpClienteRoute),
  }
}

export type EdpObraApi = ReturnType<typeof edpObraCalls>
export type EdpObraListQuery = QueryInput<typeof listEdpClienteRoute>

/**
 * The keys, the commercial area's for the site client's EDPs (`[comercial, edp, kind, cliente,
 * …]`): one cache whichever entry point read them, and a write of any EDP makes them stale.
 */
export const edpObraKeys = {
  all: ['comercial', 'edp'] as const,
  list: (query: EdpObraListQuery) => ['comercial', 'edp', 'list', 'cliente', query] as const,
  detail: (id: string) => ['comercial', 'edp', 'detail', 'cliente', id] as const,
}

// A 404 (another obra's, or a malformed id: 400) will not change on a second try.
const retryUnlessMissing = (failures: number, error: Error) =>
  failures < 1 &&
  !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400))

function build(connection: Connection) {
  const calls = edpObraCalls(connection)
  return {
    calls,
    queries: {
      list: (query: EdpObraListQuery) =>
        queryOptions({
          queryKey: edpObraKeys.list(query),
          queryFn: ({ signal }) => calls.list(query, signal),
          placeholderData: keepPreviousData,
        }),
      detail: (id: string) =>
        queryOptions({
          queryKey: edpObraKeys.detail(id),
          queryFn: ({ signal }) => calls.get(id, signal),
          retry: retryUnlessMissing,
        }),
    },
  }
}

const built = new WeakMap<Connection, ReturnType<typeof build>>()
const once = (connection: Connection) => {
  let value = built.get(connection)
  if (!value) {
    value = build(connection)
    built.set(connection, value)
  }
  return value
}

/** `edpObraApi(api).approve(id, { version })`: the calls, built once per connection. */
export const edpObraApi = (connection: Connection): EdpObraApi => once(connection).calls

/** `edpObraQueries(api).detail(id)`: the query options, under the commercial area's keys. */
export const edpObraQueries = (connection: Connection) => once(connection).queries
