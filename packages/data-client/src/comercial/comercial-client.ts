// The commercial area's calls (razones sociales and their contactos, grupos cliente,
// constructoras, obras, proveedores and proveedores provisorios, valores UF), one object per
// entity, each method typed by its route in @cordillera/contracts.
import {
  createConstructoraObraRoute,
  createConstructoraRoute,
  createContactoRoute,
  createGrupoClienteRoute,
  createObraRoute,
  createProveedorProvisorioRoute,
  createProveedorRoute,
  createRazonSocialRoute,
  createValorUfRoute,
  deleteConstructoraRoute,
  deleteContactoRoute,
  deleteGrupoClienteRoute,
  deleteObraRoute,
  deleteProveedorRoute,
  deleteRazonSocialRoute,
  deleteValorUfRoute,
  exportConstructorasRoute,
  exportGruposClienteRoute,
  exportObrasRoute,
  exportProveedoresProvisoriosRoute,
  exportProveedoresRoute,
  exportRazonesSocialesRoute,
  getConstructoraRoute,
  getGrupoClienteRoute,
  getObraRoute,
  getProveedorProvisorioRoute,
  getProveedorRoute,
  getRazonSocialRoute,
  getValorUfRoute,
  importValoresUfRoute,
  listConstructorasRoute,
  listContactosRoute,
  listGruposClienteRoute,
  listObrasRoute,
  listProveedoresProvisoriosRoute,
  listProveedoresRoute,
  listRazonesSocialesRoute,
  listValoresUfRoute,
  updateConstructoraRoute,
  updateContactoRoute,
  updateGrupoClienteRoute,
  updateObraRoute,
  updateProveedorRoute,
  updateRazonSocialRoute,
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
