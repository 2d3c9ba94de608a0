// The operations area, declared once: marcas, tipos de activo, flotas, activos and their
// documents and movements, logistics' read views (where every asset is, the workshop, the
// control) and the equipment dashboard — their calls (each typed by its route in
// @cordillera/contracts), what a write of each makes stale (here and in the commercial area), and
// their query options. The read views' rows are assets' occupation, so they are cached under the
// activos entity, each in its own view: whatever makes the assets stale refreshes them too. The
// fleet's commercial reports (availability, equipos de pago, the summary) and logistics' queue of
// approved requests are comercial's (../comercial/area.ts), made stale from here by `affects`.
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
  exportControlEquiposRoute,
  exportMovimientosRoute,
  getActivoOpcionesRoute,
  getActivoRoute,
  getDashboardEquiposRoute,
  getDescargaDocumentoRoute,
  getFlotaRoute,
  getMarcaRoute,
  getTipoActivoRoute,
  getTiposActivoOpcionesRoute,
  getVencimientosDocumentosRoute,
  listActivosEnTallerRoute,
  listActivosRoute,
  listControlEquiposRoute,
  listDocumentosActivoRoute,
  listFlotasRoute,
  listLogisticaActivosRoute,
  listMarcasRoute,
  listMovimientosActivoRoute,
  listMovimientosRoute,
  listTiposActivoRoute,
  updateActivoRoute,
  updateDocumentoActivoRoute,
  updateFlotaRoute,
  updateMarcaRoute,
  updateTipoActivoRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'
import { documentosClient } from '../documentos.ts'
import type { QueryInput } from '../resource.ts'

export const operacionesArea = defineArea({
  area: 'operaciones',
  /** The entities whose cached lists or details show data of the one written. */
  affects: {
    // A marca's, tipo's or flota's name shows in its assets' rows; their details count assets.
    // Every write the assets' views show also reaches the commercial fleet reports (equipos).
    marcas: ['activos', ['comercial', 'equipos']],
    'tipos-activo': ['activos', ['comercial', 'equipos']],
    flotas: ['activos', ['comercial', 'equipos']],
    activos: ['tipos-activo', 'flotas', 'marcas', ['comercial', 'equipos']],
    // An asset's list row and detail flag its expiring documents.
    'documentos-activo': ['activos', ['comercial', 'equipos']],
    // A movement changes its asset's estado and obra (its row, its detail, the lists by estado).
    movimientos: ['activos', ['comercial', 'equipos']],
  },
  calls: ({
    request,
    upload,
    list,
    listUnder,
    createIn,
    get,
    create,
    update,
    delete: del,
    read,
    fetch,
    export: exportOf,
  }) => ({
    /** Marcas have no export; reading and deleting one is open to any staff user. */
    marcas: {
      list: list(listMarcasRoute),
      get: get(getMarcaRoute),
      create: create(createMarcaRoute),
      update: update(updateMarcaRoute),
      delete: del(deleteMarcaRoute),
    },
    tiposActivo: {
      list: list(listTiposActivoRoute),
      get: get(getTipoActivoRoute),
      create: create(createTipoActivoRoute),
      update: update(updateTipoActivoRoute),
      delete: del(deleteTipoActivoRoute),
      /** Every tipo by name, for the commercial screens' pickers (any staff user). */
      opciones: fetch(getTiposActivoOpcionesRoute),
    },
    flotas: {
      list: list(listFlotasRoute),
      get: get(getFlotaRoute),
      create: create(createFlotaRoute),
      update: update(updateFlotaRoute),
      delete: del(deleteFlotaRoute),
    },
    activos: {
      list: list(listActivosRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: exportOf(exportActivosRoute),
      /** Tipos, marcas, flotas and owners in one call: the form's pickers and the list's filters. */
      opciones: fetch(getActivoOpcionesRoute),
      get: get(getActivoRoute),
      create: create(createActivoRoute),
      update: update(updateActivoRoute),
      delete: del(deleteActivoRoute),
    },
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
      vencimientos: fetch(getVencimientosDocumentosRoute),
    },
    /** Every asset with where it is, since when and its last movement. */
    logisticaActivos: { list: list(listLogisticaActivosRoute) },
    /** The assets in the workshop, first in first by default. */
    activosEnTaller: { list: list(listActivosEnTallerRoute) },
    /** The assets on rent per contract and obra, and whether each is there. */
    controlEquipos: {
      list: list(listControlEquiposRoute),
      /** The control (its search, filters and sort) as a CSV or XLSX file. */
      export: exportOf(exportControlEquiposRoute),
    },
    /** Utilisation per tipo, flota and month; the workshop, documents and estados now. */
    dashboardEquipos: { get: read(getDashboardEquiposRoute) },
    /** The assets' movements: append-only (no edit, no delete; a correction is a new one). */
    movimientos: {
      /** The whole history, newest first by default. */
      list: list(listMovimientosRoute),
      /** The history (its filters and sort) as a CSV or XLSX file. */
      export: exportOf(exportMovimientosRoute),
      /** Records a movement of the asset; the answer carries the asset's new estado and obra. */
      create: createIn(createMovimientoRoute),
      /** One asset's history, newest first by default. */
      ofActivo: listUnder(listMovimientosActivoRoute),
    },
  }),
  queries: (calls, { entity, list, view, read, writes }) => ({
    marcas: entity('marcas', calls.marcas, { nameOf: (detail) => detail.nombre }),
    tiposActivo: {
      ...entity('tipos-activo', calls.tiposActivo, { nameOf: (detail) => detail.nombre }),
      /** Every tipo by name, for the commercial screens' items (a quotation's, an adición's). */
      opciones: view('tipos-activo', 'opciones', calls.tiposActivo.opciones),
    },
    flotas: entity('flotas', calls.flotas, { nameOf: (detail) => detail.nombre }),
    activos: {
      ...entity('activos', calls.activos, { nameOf: (detail) => detail.codigo }),
      /** What the asset form and the list's filters choose from (a marca's write refreshes it). */
      opciones: view('activos', 'opciones', calls.activos.opciones),
    },
    /** An asset's documents (no detail of their own: they are listed with their asset). */
    documentosActivo: {
      ...writes('documentos-activo'),
      list: view('documentos-activo', 'list', (signal, activoId: string) =>
        calls.documentosActivo.list(activoId, signal),
      ),
      /** The expiry count over every asset: refreshed by any document's write. */
      vencimientos: view('documentos-activo', 'vencimientos', calls.documentosActivo.vencimientos),
    },
    logisticaActivos: list('activos', 'logistica', calls.logisticaActivos.list),
    activosEnTaller: list('activos', 'en-taller', calls.activosEnTaller.list),
    controlEquipos: list('activos', 'control-equipos', calls.controlEquipos.list),
    dashboardEquipos: read('activos', 'dashboard', calls.dashboardEquipos.get, {
      keepPrevious: true,
    }),
    /** The history and one asset's (no detail of their own: a movement is read in its list). */
    movimientos: {
      ...list('movimientos', 'todos', calls.movimientos.list),
      ofActivo: view(
        'movimientos',
        'list',
        (signal, activoId: string, query: QueryInput<typeof listMovimientosActivoRoute>) =>
          calls.movimientos.ofActivo(activoId, query, signal),
        { keepPrevious: true },
      ),
    },
  }),
})

/** `operacionesApi(api).activos.create(body)`: the operations calls. */
export const operacionesApi = operacionesArea.client
export type OperacionesApi = ReturnType<typeof operacionesApi>

/** `operacionesQueries(api).activos.list(query)`: the operations query options. */
export const operacionesQueries = operacionesArea.queries
export type OperacionesQueries = ReturnType<typeof operacionesQueries>
