// The daily machine report's calls: HR's, under the operator of the path (`reports`), and the
// signed-in operator's own (`misReports`, the operador portal), each typed by its route.
import {
  createMiReportRoute,
  createReportRoute,
  deleteReportRoute,
  firmarMiReportRoute,
  getMiReportRoute,
  getMisOpcionesReportRoute,
  getOpcionesReportRoute,
  getReportRoute,
  listMisReportsRoute,
  listReportsHoyRoute,
  listReportsObservadosRoute,
  listReportsOperadorRoute,
  observarReportRoute,
  updateMiReportRoute,
  updateReportRoute,
  validarReportRoute,
} from '@cordillera/contracts'
import type { RouteOutput } from '../request.ts'
import {
  type BodyInput,
  createOf,
  getOf,
  listOf,
  type QueryInput,
  queryValues,
  type Request,
  updateOf,
} from '../resource.ts'
import type { Upload } from '../upload.ts'

type WithFirmas = { firmas: { imagenUrl: string }[] }

/**
 * A report's signatures' image URLs as the browser must follow them: the disk storage's are the
 * API's own, relative (`/v1/archivos/…`), resolved against the API like a download's.
 */
const resolvingFirmas =
  (upload: Upload) =>
  <A extends unknown[], D extends WithFirmas>(call: (...args: A) => Promise<D>) =>
  async (...args: A): Promise<D> => {
    const detail = await call(...args)
    return {
      ...detail,
      firmas: detail.firmas.map((firma) => ({
        ...firma,
        imagenUrl: upload.resolveUrl(firma.imagenUrl),
      })),
    }
  }

/** HR's calls: one operator's reports (its id first), and the queue of observed reports. */
export function reportsClient(request: Request, upload: Upload) {
  const resolved = resolvingFirmas(upload)
  return {
    /** One operator's history: a page with filters and sort. */
    listDeOperador: (
      operadorId: string,
      query: QueryInput<typeof listReportsOperadorRoute>,
      signal?: AbortSignal,
    ): Promise<RouteOutput<typeof listReportsOperadorRoute>> =>
      request(listReportsOperadorRoute, {
        params: { id: operadorId },
        query: queryValues(query),
        signal,
      }),
    /** The operator's assignments a report may be written for. */
    opciones: (
      operadorId: string,
      signal?: AbortSignal,
    ): Promise<RouteOutput<typeof getOpcionesReportRoute>> =>
      request(getOpcionesReportRoute, { params: { id: operadorId }, signal }),
    create: resolved(
      (
        operadorId: string,
        body: BodyInput<typeof createReportRoute>,
      ): Promise<RouteOutput<typeof createReportRoute>> =>
        request(createReportRoute, { params: { id: operadorId }, body }),
    ),
    get: resolved(
      (
        operadorId: string,
        reportId: string,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getReportRoute>> =>
        request(getReportRoute, { params: { idOperador: operadorId, idReport: reportId }, signal }),
    ),
    /** Corrects a borrador or en-observacion report. */
    update: resolved(
      (
        operadorId: string,
        reportId: string,
        body: BodyInput<typeof updateReportRoute>,
      ): Promise<RouteOutput<typeof updateReportRoute>> =>
        request(updateReportRoute, {
          params: { idOperador: operadorId, idReport: reportId },
          body,
        }),
    ),
    /** Puts a firmado report en-observacion with what must be corrected. */
    observar: resolved(
      (
        operadorId: string,
        reportId: string,
        body: BodyInput<typeof observarReportRoute>,
      ): Promise<RouteOutput<typeof observarReportRoute>> =>
        request(observarReportRoute, {
          params: { idOperador: operadorId, idReport: reportId },
          body,
        }),
    ),
    /** Validates a firmado report (final). */
    validar: resolved(
      (
        operadorId: string,
        reportId: string,
        body: BodyInput<typeof validarReportRoute>,
      ): Promise<RouteOutput<typeof validarReportRoute>> =>
        request(validarReportRoute, {
          params: { idOperador: operadorId, idReport: reportId },
          body,
        }),
    ),
    delete: (operadorId: string, reportId: string, version: number): Promise<void> =>
      request(deleteReportRoute, {
        params: { idOperador: operadorId, idReport: reportId },
        query: { version },
      }).then(() => undefined),
    /** Every operator's reports en-observacion. */
    listObservados: listOf(request, listReportsObservadosRoute),
  }
}

/** The signed-in operator's own reports (audience `operador`): only his rows answer. */
export function misReportsClient(request: Request, upload: Upload) {
  const resolved = resolvingFirmas(upload)
  return {
    /** Today's reports and those still to sign or correct. */
    hoy: (signal?: AbortSignal): Promise<RouteOutput<typeof listReportsHoyRoute>> =>
      request(listReportsHoyRoute, { signal }),
    /** The history: a page with filters and sort. */
    list: listOf(request, listMisReportsRoute),
    get: resolved(getOf(request, getMiReportRoute)),
    /** His assignments a report may be written for. */
    opciones: (signal?: AbortSignal): Promise<RouteOutput<typeof getMisOpcionesReportRoute>> =>
      request(getMisOpcionesReportRoute, { signal }),
    /** Creates, or syncs again: the same `claveSync` answers the report it created. */
    create: resolved(createOf(request, createMiReportRoute)),
    update: resolved(updateOf(request, updateMiReportRoute)),
    /** Signs with the drawn signature (a PNG data URL) at the version read. */
    firmar: resolved(updateOf(request, firmarMiReportRoute)),
  }
}

export type ReportsClient = ReturnType<typeof reportsClient>
export type MisReportsClient = ReturnType<typeof misReportsClient>
