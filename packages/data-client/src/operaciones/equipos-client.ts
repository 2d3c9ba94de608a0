// The calls of the fleet's occupation views: the availability of a period (and its filters'
// choices), the assets on rent in a billing period (a list, and its export) and the equipment
// dashboard, each typed by its route.
import {
  exportEquiposDePagoRoute,
  getDashboardEquiposRoute,
  getDisponibilidadFlotaRoute,
  getDisponibilidadOpcionesRoute,
  listEquiposDePagoRoute,
} from '@cordillera/contracts'
import { type Download, downloadOf } from '../download.ts'
import type { RouteOutput } from '../request.ts'
import { listOf, type QueryInput, queryValues, type Request } from '../resource.ts'

export function equiposClient(request: Request, download: Download) {
  return {
    /** Per tipo and day, the assets on rent, in the workshop, de baja and free; each one's timeline. */
    disponibilidadFlota: {
      get: (
        query: QueryInput<typeof getDisponibilidadFlotaRoute>,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getDisponibilidadFlotaRoute>> =>
        request(getDisponibilidadFlotaRoute, { query: queryValues(query), signal }),
      /** Every tipo and flota, for the filters (commercial staff read no operations list). */
      opciones: (
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getDisponibilidadOpcionesRoute>> =>
        request(getDisponibilidadOpcionesRoute, { signal }),
    },
    /** The contract items on rent in a period with their tarifa and days: what an EDP bills. */
    equiposDePago: {
      list: listOf(request, listEquiposDePagoRoute),
      /** The period's list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportEquiposDePagoRoute),
    },
    /** Utilisation per tipo, flota and month; the workshop, documents and estados now. */
    dashboardEquipos: {
      get: (
        query: QueryInput<typeof getDashboardEquiposRoute>,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getDashboardEquiposRoute>> =>
        request(getDashboardEquiposRoute, { query: queryValues(query), signal }),
    },
  }
}
export type EquiposClient = ReturnType<typeof equiposClient>
