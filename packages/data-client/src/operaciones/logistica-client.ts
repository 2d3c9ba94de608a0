// Logistics' read views' calls: where every asset is, the workshop, the assets on rent per
// contract (and its export) and the fleet's summary, each typed by its route.
import {
  exportControlEquiposRoute,
  getResumenEquiposRoute,
  listActivosEnTallerRoute,
  listControlEquiposRoute,
  listLogisticaActivosRoute,
} from '@cordillera/contracts'
import { type Download, downloadOf } from '../download.ts'
import type { RouteOutput } from '../request.ts'
import { listOf, type QueryInput, queryValues, type Request } from '../resource.ts'

export function logisticaClient(request: Request, download: Download) {
  return {
    /** Every asset with where it is, since when and its last movement. */
    logisticaActivos: { list: listOf(request, listLogisticaActivosRoute) },
    /** The assets in the workshop, first in first by default. */
    activosEnTaller: { list: listOf(request, listActivosEnTallerRoute) },
    /** The assets on rent per contract and obra, and whether each is there. */
    controlEquipos: {
      list: listOf(request, listControlEquiposRoute),
      /** The control (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportControlEquiposRoute),
    },
    /** The fleet's counts by estado, tipo and obra (of one flota when asked). */
    resumenEquipos: {
      get: (
        query: QueryInput<typeof getResumenEquiposRoute>,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getResumenEquiposRoute>> =>
        request(getResumenEquiposRoute, { query: queryValues(query), signal }),
    },
  }
}
export type LogisticaClient = ReturnType<typeof logisticaClient>
