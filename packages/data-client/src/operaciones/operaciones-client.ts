// The operations area's calls (marcas, tipos de activo, flotas, activos, their documents and
// movements), one object per entity, each method typed by its route in @cordillera/contracts.
import {
  createActivoRoute,
  createDocumentoActivoRoute,
  createFlotaRoute,
  createMarcaRoute,
  createMovimientoRoute,
  createSubidaDocumentoRoute,
  createTipoActivoRoute,
  deleteActivoRoute,
  deleteDocumentoActivoRoute,
  deleteFlotaRoute,
  deleteMarcaRoute,
  deleteTipoActivoRoute,
  exportActivosRoute,
  exportMovimientosRoute,
  getActivoOpcionesRoute,
  getActivoRoute,
  getDescargaDocumentoRoute,
  getFlotaRoute,
  getMarcaRoute,
  getTipoActivoRoute,
  getVencimientosDocumentosRoute,
  listActivosRoute,
  listDocumentosActivoRoute,
  listFlotasRoute,
  listMarcasRoute,
  listMovimientosActivoRoute,
  listMovimientosRoute,
  listTiposActivoRoute,
  tiposActivoOpcionesRoute,
  updateActivoRoute,
  updateDocumentoActivoRoute,
  updateFlotaRoute,
  updateMarcaRoute,
  updateTipoActivoRoute,
} from '@cordillera/contracts'
import { documentosClient } from '../documentos.ts'
import { type Download, downloadOf } from '../download.ts'
import type { RouteOutput } from '../request.ts'
import {
  type BodyInput,
  createOf,
  deleteOf,
  getOf,
  listOf,
  type QueryInput,
  queryValues,
  type Request,
  updateOf,
} from '../resource.ts'
import type { Upload } from '../upload.ts'
import { equiposClient } from './equipos-client.ts'
import { logisticaClient } from './logistica-client.ts'
import { solicitudesPendientesClient } from './solicitudes-pendientes.ts'

export function operacionesClient(request: Request, download: Download, upload: Upload) {
  return {
    // marcas
    /** Marcas have no export; reading and deleting one is open to any staff user. */
    marcas: {
      list: listOf(request, listMarcasRoute),
      get: getOf(request, getMarcaRoute),
      create: createOf(request, createMarcaRoute),
      update: updateOf(request, updateMarcaRoute),
      delete: deleteOf(request, deleteMarcaRoute),
    },
    // tiposActivo
    tiposActivo: {
      list: listOf(request, listTiposActivoRoute),
      get: getOf(request, getTipoActivoRoute),
      create: createOf(request, createTipoActivoRoute),
      update: updateOf(request, updateTipoActivoRoute),
      delete: deleteOf(request, deleteTipoActivoRoute),
      /** Every tipo by name, for the commercial screens' pickers (any staff user). */
      opciones: (signal?: AbortSignal): Promise<RouteOutput<typeof tiposActivoOpcionesRoute>> =>
        request(tiposActivoOpcionesRoute, { signal }),
    },
    // flotas
    flotas: {
      list: listOf(request, listFlotasRoute),
      get: getOf(request, getFlotaRoute),
      create: createOf(request, createFlotaRoute),
      update: updateOf(request, updateFlotaRoute),
      delete: deleteOf(request, deleteFlotaRoute),
    },
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
    /** The documents of one asset (its id first), and their files. */
    documentosActivo: {
      ...documentosClient(request, upload, {
        list: listDocumentosActivoRoute,
        createSubida: createSubidaDocumentoRoute,
        create: createDocumentoActivoRoute,
        update: updateDocumentoActivoRoute,
        delete: deleteDocumentoActivoRoute,
        descarga: getDescargaDocumentoRoute,
      }),
      /** Documents expired and expiring within 30 days, over every asset. */
      vencimientos: (
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getVencimientosDocumentosRoute>> =>
        request(getVencimientosDocumentosRoute, { signal }),
    },
    // solicitudesPendientes
    /** The approved requests logistics carries out (operaciones/solicitudes-pendientes). */
    solicitudesPendientes: solicitudesPendientesClient(request),
    // logisticaActivos, activosEnTaller, controlEquipos, resumenEquipos
    /** Logistics' read views (where every asset is, the workshop, the control, the summary). */
    ...logisticaClient(request, download),
    // disponibilidadFlota, equiposDePago, dashboardEquipos
    /** The fleet's occupation: availability, what is on rent in a period, the dashboard. */
    ...equiposClient(request, download),
    // movimientos
    /** The assets' movements: append-only (no edit, no delete; a correction is a new one). */
    movimientos: {
      /** The whole history, newest first by default. */
      list: listOf(request, listMovimientosRoute),
      /** The history (its filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportMovimientosRoute),
      /** Records a movement of the asset; the answer carries the asset's new estado and obra. */
      create: (
        activoId: string,
        body: BodyInput<typeof createMovimientoRoute>,
      ): Promise<RouteOutput<typeof createMovimientoRoute>> =>
        request(createMovimientoRoute, { params: { id: activoId }, body }),
      /** One asset's history, newest first by default. */
      ofActivo: (
        activoId: string,
        query: QueryInput<typeof listMovimientosActivoRoute>,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof listMovimientosActivoRoute>> =>
        request(listMovimientosActivoRoute, {
          params: { id: activoId },
          query: queryValues(query),
          signal,
        }),
    },
  }
}

export type OperacionesClient = ReturnType<typeof operacionesClient>
