// The list of the site client's requests, read with its one route: the list is what
// `/solicitudes-cliente` opens on, and the commercial area's client (`comercialQueries`: every
// commercial route's contract, the EDPs' too) would be most of its first load (decision 059).
// Same key and options as `comercialQueries(api).solicitudesCliente.list` (a test holds them
// equal), so a new request sent through the area's client refreshes this list.
import { listSolicitudesClienteRoute } from '@cordillera/contracts'
import { type Connection, type QueryInput, queryValues } from '@cordillera/data-client'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

export type SolicitudesClienteQuery = QueryInput<typeof listSolicitudesClienteRoute>

export const solicitudesClienteList = (
  api: Pick<Connection, 'request'>,
  query: SolicitudesClienteQuery,
) =>
  queryOptions({
    queryKey: ['comercial', 'solicitudes', 'list', 'cliente', query] as const,
    queryFn: ({ signal }) =>
      api.request(listSolicitudesClienteRoute, { query: queryValues(query), signal }),
    // The previous page stays on screen while the next loads, as every list's.
    placeholderData: keepPreviousData,
  })
