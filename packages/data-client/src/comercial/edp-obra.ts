// @cordillera/data-client/edp-obra: the site client's estados de pago (audience: its obras' EDPs
// once sent to it; another obra's is a 404), the calls of the operador portal's EDP screens. A part
// of the commercial area declared once here: the area spreads these calls and query options in as
// `edpCliente`, so both name the same cached pages by construction; this entry point lets the
// phone's screens load these four routes only, not the whole commercial area's (decision 063).
import {
  approveEdpClienteRoute,
  exportEdpClientePdfRoute,
  getEdpClienteRoute,
  listEdpClienteRoute,
  observeEdpClienteRoute,
} from '@cordillera/contracts'
import { type CallBuilders, defineArea, type QueryBuilders } from '../define-area.ts'
import type { QueryInput } from '../resource.ts'

function calls({ list, get, update, file }: CallBuilders) {
  return {
    /** A page of its obras' EDPs sent to it (revisión obra, observed, approved…). */
    list: list(listEdpClienteRoute),
    /** One with its lines, evidence, history and previous revisions. */
    get: get(getEdpClienteRoute),
    /** Approves one in revisión obra at the version read (409 when it changed meanwhile). */
    approve: update(approveEdpClienteRoute),
    /** Observes one in revisión obra: a comment is required, comments per line optional. */
    observe: update(observeEdpClienteRoute),
    /** Its PDF (`EDP-000012.pdf`): what the site approves or observes, to keep or forward. */
    pdf: file(exportEdpClientePdfRoute),
  }
}

/** Its own scope of `edp`, so staff's pages and the site client's never mix. */
function queries(own: EdpObraApi, { entity }: QueryBuilders<'edp'>) {
  return entity('edp', own, { scope: 'cliente', nameOf: (detail) => detail.folio })
}

/** What the commercial area spreads in as `edpCliente`. */
export const edpObraPart = { calls, queries }

const edpObra = defineArea({
  area: 'comercial',
  // The site client's phone caches only its own EDPs: an answer makes them stale.
  affects: { edp: [] },
  calls,
  queries,
})

export type EdpObraApi = ReturnType<typeof calls>
export type EdpObraListQuery = QueryInput<typeof listEdpClienteRoute>

/** `edpObraApi(api).approve(id, { version })`: the calls, built once per connection. */
export const edpObraApi = edpObra.client

/** `edpObraQueries(api).detail(id)`: list, detail, key and invalidation, the area's keys. */
export const edpObraQueries = edpObra.queries
