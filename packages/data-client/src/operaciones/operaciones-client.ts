// The operations area's calls (marcas, tipos de activo, flotas, activos and their documents),
// one object per entity, each method typed by its route in @cordillera/contracts.
import {
  createActivoRoute,
  deleteActivoRoute,
  exportActivosRoute,
  getActivoOpcionesRoute,
  getActivoRoute,
  listActivosRoute,
  updateActivoRoute,
} from '@cordillera/contracts'
import { type Download, downloadOf } from '../download.ts'
import type { RouteOutput } from '../request.ts'
import { createOf, deleteOf, getOf, listOf, type Request, updateOf } from '../resource.ts'

export function operacionesClient(request: Request, download: Download) {
  return {
    // marcas
    // tiposActivo
    // flotas
    // activos
    activos: {
      list: listOf(request, listActivosRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportActivosRoute),
      /** Tipos, marcas, flotas and owners in one call: the form's pickers and the list's filters. */
      opciones: (signal?: AbortSignal): Promise<RouteOutput<typeof getActivoOpcionesRoute>> =>
        request(getActivoOpcionesRoute, { signal }),
      get: getOf(request, getActivoRoute),
      create: createOf(request, createActivoRoute),
      update: updateOf(request, updateActivoRoute),
      delete: deleteOf(request, deleteActivoRoute),
    },
    // documentosActivo
  }
}

export type OperacionesClient = ReturnType<typeof operacionesClient>
