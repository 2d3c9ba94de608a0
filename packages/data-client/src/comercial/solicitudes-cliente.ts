// @cordillera/data-client/solicitudes-cliente: the site client's list of its requests, what
// `/solicitudes-cliente` opens on. A part of the commercial area declared once here: the area
// spreads it into `solicitudesCliente` (with the detail, the new request and its options), so a
// request sent through the area's client makes this list stale by construction; this entry point
// lets the list load its one route, not the whole commercial area's (decision 059).
import { listSolicitudesClienteRoute } from '@cordillera/contracts'
import { type CallBuilders, defineArea, type QueryBuilders } from '../define-area.ts'
import type { QueryInput } from '../resource.ts'

function calls({ list }: CallBuilders) {
  return {
    /** A page of its own obras' requests (another obra's never answers). */
    list: list(listSolicitudesClienteRoute),
  }
}

/** Its own scope of `solicitudes`, so staff's pages and the site client's never mix. */
function queries(own: ReturnType<typeof calls>, { list }: QueryBuilders<'solicitudes'>) {
  return list('solicitudes', 'cliente', own.list)
}

/** What the commercial area spreads into `solicitudesCliente`. */
export const solicitudesClientePart = { calls, queries }

const solicitudesCliente = defineArea({
  area: 'comercial',
  // The list is all the site client's phone caches of its requests.
  affects: { solicitudes: [] },
  calls,
  queries,
})

export type SolicitudesClienteQuery = QueryInput<typeof listSolicitudesClienteRoute>

/** `solicitudesClienteQueries(api).list(query)`: the list's query options, the area's keys. */
export const solicitudesClienteQueries = solicitudesCliente.queries
