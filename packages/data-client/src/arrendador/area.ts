// The lessor area, declared once (decision 065): the arrendador portal's calls — its equipos, the
// signed reports of its machines, its trips and its incidents with their photos — and operations
// staff's incidents (list, review, close) and trips. The portal's calls never name a proveedor: the
// API reads it from the signed-in user.
import {
  acceptEstadoDePagoRoute,
  closeIncidenteRoute,
  createIncidenteRoute,
  createSolicitudAjusteRoute,
  createSubidaArchivoAjusteRoute,
  createSubidaFotoIncidenteRoute,
  createViajeRoute,
  exportEstadoDePagoPdfRoute,
  exportReportsMaquinaRoute,
  getDescargaArchivoAjusteRoute,
  getDescargaFotoIncidenteRoute,
  getDescargaFotoIncidenteStaffRoute,
  getEquipoRoute,
  getEstadoDePagoRoute,
  getIncidenteRoute,
  getIncidenteStaffRoute,
  getViajeRoute,
  listEquiposRoute,
  listEstadosDePagoRoute,
  listIncidentesRoute,
  listIncidentesStaffRoute,
  listReportsMaquinaRoute,
  listSolicitudesAjusteRoute,
  listViajesArrendadorRoute,
  listViajesRoute,
  reviewIncidenteRoute,
  updateViajeRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'
import { declaredType } from '../documentos.ts'
import type { RouteOutput } from '../request.ts'
import type { OnUploadProgress, UploadTarget } from '../upload.ts'

type Descarga = RouteOutput<typeof getDescargaFotoIncidenteRoute>

export const arrendadorArea = defineArea({
  area: 'arrendador',
  /** The entities whose cached lists or details show data of the one written. */
  affects: {
    // An incident or a trip shows in no other list; the equipos show neither.
    incidentes: [],
    viajes: [],
    equipos: [],
    'reports-maquina': [],
    // A request raised (or an EDP accepted) changes the EDP and the requests' list.
    'estados-de-pago': ['solicitudes-ajuste'],
    'solicitudes-ajuste': ['estados-de-pago'],
  },
  calls: ({ request, file, upload, list, get, create, update, export: exportOf }) => {
    /** A photo's short-lived link, followed by the browser as an absolute URL. */
    const link = async (ticket: Promise<Descarga>): Promise<Descarga> => {
      const answer = await ticket
      return { ...answer, url: upload.resolveUrl(answer.url) }
    }
    /** An incident's photo's link, as the lessor or operations staff may ask it. */
    const fotoUrl =
      (route: typeof getDescargaFotoIncidenteRoute | typeof getDescargaFotoIncidenteStaffRoute) =>
      (id: string, fotoId: string, signal?: AbortSignal) =>
        link(request(route, { params: { id, fotoId }, signal }))
    /**
     * Asks `route` where to send `file` and sends it: the row then names it by `clave` (an
     * incident's photo, an adjustment's support).
     */
    const uploadTo =
      (route: typeof createSubidaFotoIncidenteRoute | typeof createSubidaArchivoAjusteRoute) =>
      async (
        file: File,
        onProgress?: OnUploadProgress,
        signal?: AbortSignal,
      ): Promise<{ clave: string; nombre: string }> => {
        const body = { nombre: file.name, bytes: file.size, tipo: declaredType(file) }
        const ticket = (await request(route, { body, signal })) as UploadTarget & { clave: string }
        await upload(ticket, file, onProgress, signal)
        return { clave: ticket.clave, nombre: file.name }
      }
    return {
      /** The signed-in lessor's assets. */
      equipos: { list: list(listEquiposRoute), get: get(getEquipoRoute) },
      /** The signed reports of its machines (read-only). */
      reportsMaquina: {
        list: list(listReportsMaquinaRoute),
        export: exportOf(exportReportsMaquinaRoute),
      },
      /** Its trips. */
      viajes: {
        list: list(listViajesRoute),
        get: get(getViajeRoute),
        create: create(createViajeRoute),
        update: update(updateViajeRoute),
      },
      /** Its incidents and their photos. */
      incidentes: {
        list: list(listIncidentesRoute),
        get: get(getIncidenteRoute),
        create: create(createIncidenteRoute),
        /** Asks where to send `file` and sends it: the incident then names it in `fotos`. */
        uploadFoto: uploadTo(createSubidaFotoIncidenteRoute),
        fotoUrl: fotoUrl(getDescargaFotoIncidenteRoute),
      },
      /** Its external EDPs: read one, its PDF, accept it, ask to adjust a line with a file. */
      estadosDePago: {
        list: list(listEstadosDePagoRoute),
        get: get(getEstadoDePagoRoute),
        accept: update(acceptEstadoDePagoRoute),
        requestAdjustment: update(createSolicitudAjusteRoute),
        /** Its PDF (`EDPE-000012.pdf`). */
        pdf: file(exportEstadoDePagoPdfRoute),
      },
      /** Its adjustment requests with the answers, and their files. */
      solicitudesAjuste: {
        list: list(listSolicitudesAjusteRoute),
        /** Asks where to send `file` and sends it: the request then names it in `archivo`. */
        uploadArchivo: uploadTo(createSubidaArchivoAjusteRoute),
        archivoUrl: (id: string, signal?: AbortSignal) =>
          link(request(getDescargaArchivoAjusteRoute, { params: { id }, signal })),
      },
      /** Operations staff: every lessor's incidents. */
      incidentesStaff: {
        list: list(listIncidentesStaffRoute),
        get: get(getIncidenteStaffRoute),
        review: update(reviewIncidenteRoute),
        close: update(closeIncidenteRoute),
        fotoUrl: fotoUrl(getDescargaFotoIncidenteStaffRoute),
      },
      /** Operations staff: every lessor's trips. */
      viajesArrendador: { list: list(listViajesArrendadorRoute) },
    }
  },
  queries: (calls, { entity, list }) => ({
    equipos: entity('equipos', calls.equipos, { nameOf: (detail) => detail.codigo }),
    reportsMaquina: list('reports-maquina', 'todos', calls.reportsMaquina.list),
    viajes: entity('viajes', calls.viajes, {
      nameOf: (detail) => `${detail.origen} → ${detail.destino}`,
    }),
    incidentes: entity('incidentes', calls.incidentes, { nameOf: (detail) => detail.folio }),
    estadosDePago: entity('estados-de-pago', calls.estadosDePago, {
      nameOf: (detail) => detail.folio,
    }),
    solicitudesAjuste: list('solicitudes-ajuste', 'todas', calls.solicitudesAjuste.list),
    incidentesStaff: entity('incidentes', calls.incidentesStaff, {
      nameOf: (detail) => detail.folio,
      scope: 'staff',
    }),
    viajesArrendador: list('viajes', 'staff', calls.viajesArrendador.list),
  }),
})

/** `arrendadorApi(api).incidentes.create(body)`: the lessor area's calls. */
export const arrendadorApi = arrendadorArea.client
export type ArrendadorApi = ReturnType<typeof arrendadorApi>

/** `arrendadorQueries(api).equipos.list(query)`: the lessor area's query options. */
export const arrendadorQueries = arrendadorArea.queries
export type ArrendadorQueries = ReturnType<typeof arrendadorQueries>
