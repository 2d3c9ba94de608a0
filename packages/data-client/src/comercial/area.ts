// The commercial area, declared once: razones sociales and their contactos, grupos cliente,
// constructoras, obras, proveedores and proveedores provisorios, valores UF, cotizaciones,
// contratos, estados de pago (EDP: staff's and the site client's), solicitudes and the site
// client's solicitudes, logistics' queue of approved requests
// (solicitudes pendientes) and the fleet's commercial reports (equipos: the summary, availability
// and equipos de pago) — their calls (each typed by its route in @cordillera/contracts), what a
// write of each makes stale (here and in operations), and their query options. The fleet reports
// read the assets' occupation: operations' writes of assets, movements, tipos, flotas and marcas
// make them stale (../operaciones/area.ts, `affects`).
import {
  approveEdpRoute,
  approveSolicitudRoute,
  completeSolicitudRoute,
  contractCotizacionRoute,
  countEdpRoute,
  createConstructoraObraRoute,
  createConstructoraRoute,
  createContactoRoute,
  createCotizacionRoute,
  createEdpRoute,
  createGrupoClienteRoute,
  createObraRoute,
  createProveedorProvisorioRoute,
  createProveedorRoute,
  createRazonSocialRoute,
  createSolicitudAdicionRoute,
  createSolicitudCambioRoute,
  createSolicitudCierreRoute,
  createSolicitudClienteRoute,
  createSolicitudRetiroParcialRoute,
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
  exportCotizacionPdfRoute,
  exportEdpPdfRoute,
  exportEdpRoute,
  exportEdpXlsxRoute,
  exportEquiposDePagoRoute,
  exportGruposClienteRoute,
  exportObrasRoute,
  exportProveedoresProvisoriosRoute,
  exportProveedoresRoute,
  exportRazonesSocialesRoute,
  fechaText,
  getConstructoraRoute,
  getContratoRoute,
  getCotizacionRoute,
  getDisponibilidadFlotaOpcionesRoute,
  getDisponibilidadFlotaRoute,
  getEdpDashboardRoute,
  getEdpRoute,
  getGrupoClienteRoute,
  getObraRoute,
  getProveedorProvisorioRoute,
  getProveedorRoute,
  getRazonSocialRoute,
  getResumenEquiposRoute,
  getSolicitudClienteOpcionesRoute,
  getSolicitudClienteRoute,
  getSolicitudPendienteRoute,
  getSolicitudRoute,
  getValorUfRoute,
  importValoresUfRoute,
  listActivosDisponiblesRoute,
  listConstructorasRoute,
  listContactosRoute,
  listContratosRoute,
  listContratosTerminadosRoute,
  listContratosVigentesRoute,
  listCotizacionesRoute,
  listEdpRoute,
  listEquiposDePagoRoute,
  listGruposClienteRoute,
  listObrasRoute,
  listProveedoresProvisoriosRoute,
  listProveedoresRoute,
  listRazonesSocialesRoute,
  listSolicitudesPendientesRoute,
  listSolicitudesRoute,
  listValoresUfRoute,
  manageCotizacionRoute,
  observeEdpRoute,
  previewEdpRoute,
  rejectCotizacionRoute,
  rejectSolicitudRoute,
  replaceCotizacionItemsRoute,
  resendEdpRoute,
  sendEdpRoute,
  takeEdpObservationRoute,
  updateCondicionesCobroRoute,
  updateConstructoraRoute,
  updateContactoRoute,
  updateCotizacionRoute,
  updateEdpRoute,
  updateGrupoClienteRoute,
  updateObraRoute,
  updateProveedorRoute,
  updateRazonSocialRoute,
  updateSolicitudRoute,
  updateValorUfRoute,
  validateProveedorRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'
import type { RouteOutput } from '../request.ts'
import type { BodyInput, QueryInput } from '../resource.ts'
import { edpObraPart } from './edp-obra.ts'
import { solicitudesClientePart } from './solicitudes-cliente.ts'

export const comercialArea = defineArea({
  area: 'comercial',
  /** The entities whose cached lists or details show data of the one written. */
  affects: {
    // A razón social's name shows in its obras' rows; its grupo counts its razones sociales.
    'razones-sociales': ['grupos-cliente', 'obras'],
    'grupos-cliente': ['razones-sociales'],
    // A constructora's name shows in its obras' rows.
    constructoras: ['obras'],
    // Obras are listed in their razón social's and constructora's details and counts.
    obras: ['razones-sociales', 'constructoras'],
    // Provisional and regular proveedores are the same rows: one entity for both lists.
    proveedores: [],
    // Quotations show their CLP equivalent at their day's value; an EDP's draft converts its UF
    // lines with the closing date's value (a missing one is a blocking problem).
    'valores-uf': ['cotizaciones', 'edp'],
    // Passing a quotation to a contract creates the contract and puts its assets on rent (the
    // fleet's availability and what is billed, and the assets' estado in operations).
    cotizaciones: ['contratos', 'equipos', ['operaciones', 'activos']],
    // A contract lists its requests; raising one from it changes its pending count. Its items'
    // tariffs, discounts and days are what an EDP's draft (preview) is computed from.
    contratos: ['solicitudes', 'edp'],
    // An EDP (created, edited or moved) changes its tab counts and list (its own key), and the
    // contract it bills (the contract's detail offers its EDPs).
    edp: ['contratos'],
    // A request shows in its contract's detail (pending) and in the site client's list; an
    // approved one joins logistics' queue.
    solicitudes: ['contratos', 'solicitudes-pendientes'],
    // Completing a pending request records movements (the assets' estado, the history: operations')
    // and changes the request, its contract and what the fleet reports count.
    'solicitudes-pendientes': [
      'solicitudes',
      'contratos',
      'equipos',
      ['operaciones', 'movimientos'],
      ['operaciones', 'activos'],
    ],
    // The fleet's commercial reports are read-only: nothing they show is written through them.
    equipos: [],
  },
  calls: (build) => {
    const {
      request,
      file,
      listIn,
      createIn,
      updateIn,
      deleteIn,
      list,
      get,
      create,
      update,
      delete: del,
      read,
      fetch,
      export: exportOf,
    } = build
    return {
      razonesSociales: {
        list: list(listRazonesSocialesRoute),
        /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportRazonesSocialesRoute),
        get: get(getRazonSocialRoute),
        create: create(createRazonSocialRoute),
        update: update(updateRazonSocialRoute),
        delete: del(deleteRazonSocialRoute),
      },
      /** The contactos of one razón social (its id first). */
      contactos: {
        list: listIn(listContactosRoute),
        create: createIn(createContactoRoute),
        update: updateIn(updateContactoRoute, 'contactoId'),
        delete: deleteIn(deleteContactoRoute, 'contactoId'),
      },
      gruposCliente: {
        list: list(listGruposClienteRoute),
        /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportGruposClienteRoute),
        get: get(getGrupoClienteRoute),
        create: create(createGrupoClienteRoute),
        update: update(updateGrupoClienteRoute),
        delete: del(deleteGrupoClienteRoute),
      },
      constructoras: {
        list: list(listConstructorasRoute),
        /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportConstructorasRoute),
        get: get(getConstructoraRoute),
        create: create(createConstructoraRoute),
        update: update(updateConstructoraRoute),
        delete: del(deleteConstructoraRoute),
        /** POST /v1/constructoras/{id}/obras: a new obra of this constructora. */
        createObra: update(createConstructoraObraRoute),
      },
      obras: {
        list: list(listObrasRoute),
        /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportObrasRoute),
        get: get(getObraRoute),
        create: create(createObraRoute),
        update: update(updateObraRoute),
        delete: del(deleteObraRoute),
      },
      /** Regular and provisional proveedores alike are edited and deleted here. */
      proveedores: {
        list: list(listProveedoresRoute),
        /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportProveedoresRoute),
        get: get(getProveedorRoute),
        create: create(createProveedorRoute),
        update: update(updateProveedorRoute),
        delete: del(deleteProveedorRoute),
      },
      proveedoresProvisorios: {
        list: list(listProveedoresProvisoriosRoute),
        /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportProveedoresProvisoriosRoute),
        get: get(getProveedorProvisorioRoute),
        create: create(createProveedorProvisorioRoute),
        /** Completes the bank data and makes it a regular proveedor. */
        validate: update(validateProveedorRoute),
      },
      /** Quotations: the header and the items are saved apart (editar, agregar-items). */
      cotizaciones: {
        list: list(listCotizacionesRoute),
        get: get(getCotizacionRoute),
        create: create(createCotizacionRoute),
        update: update(updateCotizacionRoute),
        delete: del(deleteCotizacionRoute),
        /** PUT /v1/cotizaciones/{id}/items: the whole list of items, with the version read. */
        replaceItems: update(replaceCotizacionItemsRoute),
        /** gestionar: enviada, aceptada or back to borrador. */
        manage: update(manageCotizacionRoute),
        reject: update(rejectCotizacionRoute),
        /** The quotation as a PDF (`COT-000123.pdf`). */
        exportPdf: file(exportCotizacionPdfRoute),
        /** pasar-contrato: the free assets of each item's tipo over the contract's dates. */
        listActivosDisponibles: (
          id: string,
          query: QueryInput<typeof listActivosDisponiblesRoute>,
          signal?: AbortSignal,
        ): Promise<RouteOutput<typeof listActivosDisponiblesRoute>> =>
          request(listActivosDisponiblesRoute, { params: { id }, query, signal }),
        /** pasar-contrato: creates the contract (201 with its detail); a second time is a 409. */
        contract: update(contractCotizacionRoute),
      },
      contratos: {
        list: list(listContratosRoute),
        /** The whole list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportContratosRoute),
        get: get(getContratoRoute),
        /** The requests raised from a contract, each its own route and key. */
        createSolicitudAdicion: update(createSolicitudAdicionRoute),
        createSolicitudCambio: update(createSolicitudCambioRoute),
        createSolicitudRetiroParcial: update(createSolicitudRetiroParcialRoute),
        createSolicitudCierre: update(createSolicitudCierreRoute),
        /** The billing terms the EDP reads (descuento, tarifa de operador, lluvia, combustible). */
        updateCondicionesCobro: update(updateCondicionesCobroRoute),
      },
      /**
       * Estados de pago (staff's): edp-generados (a tab is the `estado` filter; `count` gives
       * every tab's count with the same filters), the draft of a contract and period computed
       * and not saved (`preview`), creation and edit (revision-comercial-1/2 only, with the
       * version read), and the workflow's five moves (each with the version read and a comment;
       * observar requires it). A move made by someone else first answers 409.
       */
      edp: {
        list: list(listEdpRoute),
        /** Every tab's count (by estado) with the list's other filters. */
        count: read(countEdpRoute),
        /** The whole list (its tab, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportEdpRoute),
        /** GET /v1/edp/previsualizacion: the draft's lines, evidence, problems and totals. */
        preview: read(previewEdpRoute),
        get: get(getEdpRoute),
        /** The stored EDP as a file (`EDP-000012.pdf`, `.xlsx`), from its row or its screen. */
        exportPdf: file(exportEdpPdfRoute),
        exportXlsx: file(exportEdpXlsxRoute),
        /** 201 with the detail; 409 when the period overlaps another EDP of the contract. */
        create: create(createEdpRoute),
        update: update(updateEdpRoute),
        /** edp-dashboard: per stage, ageing, per obra and per month over a period. */
        dashboard: read(getEdpDashboardRoute),
        /** revision-comercial-1 → revision-obra. */
        send: update(sendEdpRoute),
        /** revision-obra → observado-obra: the site's observation, recorded by staff. */
        observe: update(observeEdpRoute),
        /** observado-obra → revision-comercial-2. */
        takeObservation: update(takeEdpObservationRoute),
        /** revision-comercial-2 → revision-obra, as a new revision (the previous kept read-only). */
        resend: update(resendEdpRoute),
        /** revision-obra → aprobado-obra: the site's approval, recorded by staff. */
        approve: update(approveEdpRoute),
      },
      /** A site client's EDPs (its obras', once sent to it; another obra's is a 404) and its answer. */
      edpCliente: edpObraPart.calls(build),
      contratosVigentes: { list: list(listContratosVigentesRoute) },
      contratosTerminados: { list: list(listContratosTerminadosRoute) },
      solicitudes: {
        list: list(listSolicitudesRoute),
        get: get(getSolicitudRoute),
        update: update(updateSolicitudRoute),
        approve: update(approveSolicitudRoute),
        reject: update(rejectSolicitudRoute),
      },
      /**
       * The approved requests logistics carries out (key operaciones/solicitudes-pendientes: the
       * logistics staff's, though what it writes is comercial's).
       */
      solicitudesPendientes: {
        list: list(listSolicitudesPendientesRoute),
        get: get(getSolicitudPendienteRoute),
        /** Records the request's movements and changes its contract, in one transaction. */
        complete: update(completeSolicitudRoute),
      },
      /** The fleet's counts by estado, tipo and obra (of one flota when asked). */
      resumenEquipos: { get: read(getResumenEquiposRoute) },
      /** Per tipo and day, the assets on rent, in the workshop, de baja and free. */
      disponibilidadFlota: {
        get: read(getDisponibilidadFlotaRoute),
        /** Every tipo and flota, for the filters (commercial staff read no operations list). */
        opciones: fetch(getDisponibilidadFlotaOpcionesRoute),
      },
      /** The contract items on rent in a period with their tarifa and days: what an EDP bills. */
      equiposDePago: {
        list: list(listEquiposDePagoRoute),
        /** The period's list (its search, filters and sort) as a CSV or XLSX file. */
        export: exportOf(exportEquiposDePagoRoute),
      },
      /** A site client's own requests (its obras only; another obra's is a 404). */
      solicitudesCliente: {
        ...solicitudesClientePart.calls(build),
        get: get(getSolicitudClienteRoute),
        create: create(createSolicitudClienteRoute),
        opciones: (
          signal?: AbortSignal,
        ): Promise<RouteOutput<typeof getSolicitudClienteOpcionesRoute>> =>
          request(getSolicitudClienteOpcionesRoute, { signal }),
      },
      /**
       * The valor UF of each day, addressed by the day (`yyyy-MM-dd`) instead of an id. A day
       * without a value is a 404 (ApiRequestError), never another day's value.
       */
      valoresUf: {
        list: list(listValoresUfRoute),
        get: (fecha: string, signal?: AbortSignal): Promise<RouteOutput<typeof getValorUfRoute>> =>
          request(getValorUfRoute, { params: { fecha }, signal }),
        create: create(createValorUfRoute),
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
        import: create(importValoresUfRoute),
      },
    }
  },

  queries: (calls, build) => {
    const { entity, list, view, read } = build
    return {
      razonesSociales: entity('razones-sociales', calls.razonesSociales, {
        nameOf: (detail) => detail.razonSocial,
      }),
      gruposCliente: entity('grupos-cliente', calls.gruposCliente, {
        nameOf: (detail) => detail.nombre,
      }),
      constructoras: entity('constructoras', calls.constructoras, {
        nameOf: (detail) => detail.nombre,
      }),
      obras: entity('obras', calls.obras, { nameOf: (detail) => detail.nombre }),
      proveedores: entity('proveedores', calls.proveedores, {
        nameOf: (detail) => detail.razonSocial,
      }),
      proveedoresProvisorios: entity('proveedores', calls.proveedoresProvisorios, {
        scope: 'provisorios',
        nameOf: (detail) => detail.razonSocial,
      }),
      cotizaciones: {
        ...entity('cotizaciones', calls.cotizaciones, { nameOf: (detail) => detail.folio }),
        /** pasar-contrato: the free assets of each item's tipo for a search over the dates. */
        activosDisponibles: view(
          'cotizaciones',
          'activos-disponibles',
          (signal, id: string, query: QueryInput<typeof listActivosDisponiblesRoute>) =>
            calls.cotizaciones.listActivosDisponibles(id, query, signal),
        ),
      },
      contratos: entity('contratos', calls.contratos, { nameOf: (detail) => detail.folio }),
      // The current and finished lists: the same rows (and details) under their own keys.
      contratosVigentes: entity(
        'contratos',
        { list: calls.contratosVigentes.list, get: calls.contratos.get },
        { scope: 'vigentes', nameOf: (detail) => detail.folio },
      ),
      contratosTerminados: entity(
        'contratos',
        { list: calls.contratosTerminados.list, get: calls.contratos.get },
        { scope: 'terminados', nameOf: (detail) => detail.folio },
      ),
      solicitudes: entity('solicitudes', calls.solicitudes, { nameOf: (detail) => detail.folio }),
      edp: {
        ...entity('edp', calls.edp, { nameOf: (detail) => detail.folio }),
        /** edp-generados' tab counts: a view of `edp`, so every EDP write refreshes them. */
        conteos: read('edp', 'conteos', calls.edp.count, { keepPrevious: true }),
        /** The draft of a contract and period: stale on any write of EDPs, contracts or valores UF. */
        preview: read('edp', 'previsualizacion', calls.edp.preview, { keepPrevious: true }),
        /** edp-dashboard's figures of a period: stale on any EDP write. */
        dashboard: read('edp', 'dashboard', calls.edp.dashboard, { keepPrevious: true }),
      },
      /** The site client's EDPs: their own scope, so staff's and its cached pages never mix. */
      edpCliente: edpObraPart.queries(calls.edpCliente, build),
      /** The site client's: its own scope, so staff's and its cached pages never mix. */
      solicitudesCliente: {
        ...entity('solicitudes', calls.solicitudesCliente, {
          scope: 'cliente',
          nameOf: (detail) => detail.folio,
        }),
        // The list as its own entry point declares it (`@cordillera/data-client/solicitudes-cliente`).
        list: solicitudesClientePart.queries(calls.solicitudesCliente, build).list,
        /** What a new request chooses from (the client's obras and their assets). */
        opciones: view('solicitudes', 'opciones-cliente', (signal) =>
          calls.solicitudesCliente.opciones(signal),
        ),
      },
      solicitudesPendientes: entity('solicitudes-pendientes', calls.solicitudesPendientes, {
        nameOf: (detail) => detail.folio,
      }),
      // The fleet's commercial reports, each a view of `equipos`: what makes the assets stale in
      // operations makes them stale too.
      resumenEquipos: read('equipos', 'resumen', calls.resumenEquipos.get, { keepPrevious: true }),
      disponibilidadFlota: {
        get: read('equipos', 'disponibilidad', calls.disponibilidadFlota.get, {
          keepPrevious: true,
        }),
        opciones: view('equipos', 'disponibilidad-opciones', calls.disponibilidadFlota.opciones),
      },
      equiposDePago: list('equipos', 'equipos-de-pago', calls.equiposDePago.list),
      /** Keyed by the day: `.detail('2026-03-05')`; a day without a value is not retried (404). */
      valoresUf: entity('valores-uf', calls.valoresUf, {
        nameOf: (detail) => fechaText(detail.fecha) ?? detail.fecha,
      }),
    }
  },
})

/** `comercialApi(api).obras.create(body)`: the commercial calls. */
export const comercialApi = comercialArea.client
export type ComercialApi = ReturnType<typeof comercialApi>

/** `comercialQueries(api).obras.list(query)`: the commercial query options. */
export const comercialQueries = comercialArea.queries
export type ComercialQueries = ReturnType<typeof comercialQueries>
