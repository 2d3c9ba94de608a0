// The commercial area's calls (razones sociales and their contactos, grupos cliente,
// constructoras, obras, proveedores and proveedores provisorios, valores UF, cotizaciones,
// contratos, solicitudes and the site client's solicitudes), one object per entity, each method
// typed by its route in @cordillera/contracts.
import {
  activosDisponiblesRoute,
  aprobarSolicitudRoute,
  createConstructoraObraRoute,
  createConstructoraRoute,
  createContactoRoute,
  createCotizacionRoute,
  createGrupoClienteRoute,
  createObraRoute,
  createProveedorProvisorioRoute,
  createProveedorRoute,
  createRazonSocialRoute,
  createSolicitudClienteRoute,
  createValorUfRoute,
  deleteConstructoraRoute,
  deleteContactoRoute,
  deleteCotizacionRoute,
  deleteGrupoClienteRoute,
  deleteObraRoute,
  deleteProveedorRoute,
  deleteRazonSocialRoute,
  deleteValorUfRoute,
  exportConstructorasRoute,
  exportContratosRoute,
  exportGruposClienteRoute,
  exportObrasRoute,
  exportProveedoresProvisoriosRoute,
  exportProveedoresRoute,
  exportRazonesSocialesRoute,
  gestionarCotizacionRoute,
  getConstructoraRoute,
  getContratoRoute,
  getCotizacionRoute,
  getGrupoClienteRoute,
  getObraRoute,
  getProveedorProvisorioRoute,
  getProveedorRoute,
  getRazonSocialRoute,
  getSolicitudClienteRoute,
  getSolicitudRoute,
  getValorUfRoute,
  importValoresUfRoute,
  listConstructorasRoute,
  listContactosRoute,
  listContratosRoute,
  listContratosTerminadosRoute,
  listContratosVigentesRoute,
  listCotizacionesRoute,
  listGruposClienteRoute,
  listObrasRoute,
  listProveedoresProvisoriosRoute,
  listProveedoresRoute,
  listRazonesSocialesRoute,
  listSolicitudesClienteRoute,
  listSolicitudesRoute,
  listValoresUfRoute,
  opcionesSolicitudClienteRoute,
  pasarContratoRoute,
  pdfCotizacionRoute,
  rechazarCotizacionRoute,
  rechazarSolicitudRoute,
  replaceCotizacionItemsRoute,
  solicitudAdicionRoute,
  solicitudCambioRoute,
  solicitudCierreRoute,
  solicitudRetiroParcialRoute,
  updateConstructoraRoute,
  updateContactoRoute,
  updateCotizacionRoute,
  updateGrupoClienteRoute,
  updateObraRoute,
  updateProveedorRoute,
  updateRazonSocialRoute,
  updateSolicitudRoute,
  updateValorUfRoute,
  validateProveedorRoute,
} from '@cordillera/contracts'
import { type Download, downloadOf } from '../download.ts'
import type { RouteOutput } from '../request.ts'
import {
  type BodyInput,
  createOf,
  deleteOf,
  getOf,
  listOf,
  type QueryInput,
  type Request,
  updateOf,
} from '../resource.ts'

export function comercialClient(request: Request, download: Download) {
  return {
    razonesSociales: {
      list: listOf(request, listRazonesSocialesRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportRazonesSocialesRoute),
      get: getOf(request, getRazonSocialRoute),
      create: createOf(request, createRazonSocialRoute),
      update: updateOf(request, updateRazonSocialRoute),
      delete: deleteOf(request, deleteRazonSocialRoute),
    },
    /** The contactos of one razón social (its id first). */
    contactos: {
      list: (razonSocialId: string, signal?: AbortSignal) =>
        request(listContactosRoute, { params: { id: razonSocialId }, signal }),
      create: (
        razonSocialId: string,
        body: BodyInput<typeof createContactoRoute>,
      ): Promise<RouteOutput<typeof createContactoRoute>> =>
        request(createContactoRoute, { params: { id: razonSocialId }, body }),
      update: (
        razonSocialId: string,
        contactoId: string,
        body: BodyInput<typeof updateContactoRoute>,
      ): Promise<RouteOutput<typeof updateContactoRoute>> =>
        request(updateContactoRoute, { params: { id: razonSocialId, contactoId }, body }),
      delete: (razonSocialId: string, contactoId: string, version: number): Promise<void> =>
        request(deleteContactoRoute, {
          params: { id: razonSocialId, contactoId },
          query: { version },
        }).then(() => undefined),
    },
    gruposCliente: {
      list: listOf(request, listGruposClienteRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportGruposClienteRoute),
      get: getOf(request, getGrupoClienteRoute),
      create: createOf(request, createGrupoClienteRoute),
      update: updateOf(request, updateGrupoClienteRoute),
      delete: deleteOf(request, deleteGrupoClienteRoute),
    },
    constructoras: {
      list: listOf(request, listConstructorasRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportConstructorasRoute),
      get: getOf(request, getConstructoraRoute),
      create: createOf(request, createConstructoraRoute),
      update: updateOf(request, updateConstructoraRoute),
      delete: deleteOf(request, deleteConstructoraRoute),
      /** POST /v1/constructoras/{id}/obras: a new obra of this constructora. */
      createObra: updateOf(request, createConstructoraObraRoute),
    },
    obras: {
      list: listOf(request, listObrasRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportObrasRoute),
      get: getOf(request, getObraRoute),
      create: createOf(request, createObraRoute),
      update: updateOf(request, updateObraRoute),
      delete: deleteOf(request, deleteObraRoute),
    },
    /** Regular and provisional proveedores alike are edited and deleted here. */
    proveedores: {
      list: listOf(request, listProveedoresRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportProveedoresRoute),
      get: getOf(request, getProveedorRoute),
      create: createOf(request, createProveedorRoute),
      update: updateOf(request, updateProveedorRoute),
      delete: deleteOf(request, deleteProveedorRoute),
    },
    proveedoresProvisorios: {
      list: listOf(request, listProveedoresProvisoriosRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportProveedoresProvisoriosRoute),
      get: getOf(request, getProveedorProvisorioRoute),
      create: createOf(request, createProveedorProvisorioRoute),
      /** Completes the bank data and makes it a regular proveedor. */
      validate: updateOf(request, validateProveedorRoute),
    },
    /** Quotations: the header and the items are saved apart (editar, agregar-items). */
    cotizaciones: {
      list: listOf(request, listCotizacionesRoute),
      get: getOf(request, getCotizacionRoute),
      create: createOf(request, createCotizacionRoute),
      update: updateOf(request, updateCotizacionRoute),
      delete: deleteOf(request, deleteCotizacionRoute),
      /** PUT /v1/cotizaciones/{id}/items: the whole list of items, with the version read. */
      replaceItems: updateOf(request, replaceCotizacionItemsRoute),
      /** gestionar: enviada, aceptada or back to borrador. */
      manage: updateOf(request, gestionarCotizacionRoute),
      reject: updateOf(request, rechazarCotizacionRoute),
      /** The quotation as a PDF (`COT-000123.pdf`). */
      pdf: (id: string, signal?: AbortSignal) =>
        download(pdfCotizacionRoute, { params: { id }, signal }),
      /** pasar-contrato: the free assets of each item's tipo over the contract's dates. */
      availableAssets: (
        id: string,
        query: QueryInput<typeof activosDisponiblesRoute>,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof activosDisponiblesRoute>> =>
        request(activosDisponiblesRoute, { params: { id }, query, signal }),
      /** pasar-contrato: creates the contract (201 with its detail); a second time is a 409. */
      contract: updateOf(request, pasarContratoRoute),
    },
    contratos: {
      list: listOf(request, listContratosRoute),
      /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
      export: downloadOf(download, exportContratosRoute),
      get: getOf(request, getContratoRoute),
      /** The requests raised from a contract, each its own route and key. */
      requestAddition: updateOf(request, solicitudAdicionRoute),
      requestChange: updateOf(request, solicitudCambioRoute),
      requestPartialWithdrawal: updateOf(request, solicitudRetiroParcialRoute),
      requestClosing: updateOf(request, solicitudCierreRoute),
    },
    contratosVigentes: { list: listOf(request, listContratosVigentesRoute) },
    contratosTerminados: { list: listOf(request, listContratosTerminadosRoute) },
    solicitudes: {
      list: listOf(request, listSolicitudesRoute),
      get: getOf(request, getSolicitudRoute),
      update: updateOf(request, updateSolicitudRoute),
      approve: updateOf(request, aprobarSolicitudRoute),
      reject: updateOf(request, rechazarSolicitudRoute),
    },
    /** A site client's own requests (its obras only; another obra's is a 404). */
    solicitudesCliente: {
      list: listOf(request, listSolicitudesClienteRoute),
      get: getOf(request, getSolicitudClienteRoute),
      create: createOf(request, createSolicitudClienteRoute),
      opciones: (
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof opcionesSolicitudClienteRoute>> =>
        request(opcionesSolicitudClienteRoute, { signal }),
    },
    /**
     * The valor UF of each day, addressed by the day (`yyyy-MM-dd`) instead of an id. A day
     * without a value is a 404 (ApiRequestError), never another day's value.
     */
    valoresUf: {
      list: listOf(request, listValoresUfRoute),
      get: (fecha: string, signal?: AbortSignal): Promise<RouteOutput<typeof getValorUfRoute>> =>
        request(getValorUfRoute, { params: { fecha }, signal }),
      create: createOf(request, createValorUfRoute),
      update: (
        fecha: string,
        body: BodyInput<typeof updateValorUfRoute>,
      ): Promise<RouteOutput<typeof updateValorUfRoute>> =>
        request(updateValorUfRoute, { params: { fecha }, body }),
      delete: (fecha: string, version: number): Promise<void> =>
        request(deleteValorUfRoute, { params: { fecha }, query: { version } }).then(
          () => undefined,
        ),
      /** POST /v1/valores-uf/importar: the CSV's text, written all or nothing. */
      import: createOf(request, importValoresUfRoute),
    },
  }
}

export type ComercialClient = ReturnType<typeof comercialClient>
