// The logistics queue's calls (operaciones/solicitudes-pendientes): the approved requests, one
// with what must move, and its completion (queries.ts says what a completion makes stale).
import {
  completarSolicitudRoute,
  getSolicitudPendienteRoute,
  listSolicitudesPendientesRoute,
} from '@cordillera/contracts'
import type { RouteOutput } from '../request.ts'
import { type BodyInput, getOf, listOf, type Request } from '../resource.ts'

export function solicitudesPendientesClient(request: Request) {
  return {
    list: listOf(request, listSolicitudesPendientesRoute),
    get: getOf(request, getSolicitudPendienteRoute),
    /** Records the request's movements and changes its contract, in one transaction. */
    completar: (
      id: string,
      body: BodyInput<typeof completarSolicitudRoute>,
    ): Promise<RouteOutput<typeof completarSolicitudRoute>> =>
      request(completarSolicitudRoute, { params: { id }, body }),
  }
}
export type SolicitudesPendientesClient = ReturnType<typeof solicitudesPendientesClient>
