// The HR area, declared once: trabajadores and their documents, operadores and their
// assignments, the daily reports (HR's, under the operator of the path, and the signed-in
// operator's own, `misReports`) and the operators' dashboard — their calls (each typed by its
// route in @cordillera/contracts), what a write of each makes stale, and their query options.
import {
  type AccionAsignacion,
  type ApiRouteDefinition,
  addOperadorRoute,
  assignOperadorRoute,
  changeOperadorRoute,
  createDocumentoTrabajadorRoute,
  createReportRoute,
  createSubidaDocumentoTrabajadorRoute,
  createTrabajadorRoute,
  deleteDocumentoTrabajadorRoute,
  deleteReportRoute,
  getAddOperadorOpcionesRoute,
  getAssignOperadorOpcionesRoute,
  getChangeOperadorOpcionesRoute,
  getDashboardOperadoresRoute,
  getDescargaDocumentoTrabajadorRoute,
  getReportOpcionesRoute,
  getReportRoute,
  getTrabajadorRoute,
  getWithdrawOperadorOpcionesRoute,
  listAsignacionesOperadorRoute,
  listDocumentosTrabajadorRoute,
  listOperadoresRoute,
  listReportsObservadosRoute,
  listReportsOperadorRoute,
  listTrabajadoresRoute,
  observeReportRoute,
  updateDocumentoTrabajadorRoute,
  updateReportRoute,
  updateTrabajadorRoute,
  validateReportRoute,
  withdrawOperadorRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'
import { documentosClient } from '../documentos.ts'
import type { RouteOutput } from '../request.ts'
import type { BodyInput, QueryInput } from '../resource.ts'
import { resolvingFirmas } from './firmas.ts'
import { misReportsCalls } from './mis-reports-calls.ts'

/** Each assignment form's options route: one per screen, each with that screen's key. */
const opcionesRouteOf = (accion: AccionAsignacion) =>
  ({
    asignar: getAssignOperadorOpcionesRoute,
    adicion: getAddOperadorOpcionesRoute,
    cambio: getChangeOperadorOpcionesRoute,
    retiro: getWithdrawOperadorOpcionesRoute,
  })[accion]

/** A report of an operator: `/v1/operadores/{idOperador}/reports/{idReport}`. */
const reportOf = (operadorId: string, reportId: string) => ({
  idOperador: operadorId,
  idReport: reportId,
})

export const rrhhArea = defineArea({
  area: 'rrhh',
  /** The entities whose cached lists or details show data of the one written. */
  affects: {
    // A worker's write may make him an operator or not: the operators' list shows it.
    trabajadores: ['operadores'],
    // A worker's detail lists his documents with their expiry.
    'documentos-trabajador': ['trabajadores'],
    operadores: [],
    // An assignment shows in the operators list (each row's current one) and in the reports'
    // forms (what a report may be written for).
    'asignaciones-operador': ['operadores', 'reports'],
    // The operators' rows count and show their reports.
    reports: ['operadores'],
  },
  calls: ({ request, upload, list, listUnder, listIn, get, create, update, read }) => {
    const resolved = resolvingFirmas(upload)
    /** A write on an operator's report: `(operadorId, reportId, body)`. */
    const onReport =
      <R extends ApiRouteDefinition>(route: R) =>
      (operadorId: string, reportId: string, body: BodyInput<R>): Promise<RouteOutput<R>> =>
        request(route, { params: reportOf(operadorId, reportId), body })
    return {
      /** No delete and no export: a worker who leaves is set inactive. */
      trabajadores: {
        list: list(listTrabajadoresRoute),
        get: get(getTrabajadorRoute),
        /** Creates the worker and, with `operador`, his operator record. */
        create: create(createTrabajadorRoute),
        /** Edits him and his "Es operador" section (`operador: null` takes it away). */
        update: update(updateTrabajadorRoute),
      },
      /** The documents of one worker (his id first), and their files. */
      documentosTrabajador: documentosClient(request, upload, {
        list: listDocumentosTrabajadorRoute,
        createSubida: createSubidaDocumentoTrabajadorRoute,
        create: createDocumentoTrabajadorRoute,
        update: updateDocumentoTrabajadorRoute,
        delete: deleteDocumentoTrabajadorRoute,
        descarga: getDescargaDocumentoTrabajadorRoute,
      }),
      /** HR's operators list (no detail, edit or export routes: the catalogue has no keys). */
      operadores: { list: list(listOperadoresRoute) },
      asignacionesOperador: {
        /** The history, by operator, asset or contract. */
        list: list(listAsignacionesOperadorRoute),
        /** What the form of `accion` chooses from, read with that screen's key. */
        opciones: (
          accion: AccionAsignacion,
          signal?: AbortSignal,
        ): Promise<RouteOutput<typeof getAssignOperadorOpcionesRoute>> =>
          request(opcionesRouteOf(accion), { signal }),
        /** Asignar: a free operator on an asset on rent without operator. */
        assign: create(assignOperadorRoute),
        /** Adición: one more operator on an asset that has one. */
        add: create(addOperadorRoute),
        /** Cambio: ends the assignment `id` on the day and starts the operator chosen there. */
        change: update(changeOperadorRoute),
        /** Retiro: ends the open assignment `id` on the day. */
        withdraw: update(withdrawOperadorRoute),
      },
      /** Hours per operator, asset, obra, estado and day; the reports to sign and observed. */
      dashboardOperadores: { get: read(getDashboardOperadoresRoute) },
      /** HR's calls: one operator's reports (its id first), and the queue of observed reports. */
      reports: {
        /** One operator's history: a page with filters and sort. */
        listDeOperador: listUnder(listReportsOperadorRoute),
        /** The operator's assignments a report may be written for. */
        opciones: listIn(getReportOpcionesRoute),
        create: resolved(update(createReportRoute)),
        get: resolved(
          (
            operadorId: string,
            reportId: string,
            signal?: AbortSignal,
          ): Promise<RouteOutput<typeof getReportRoute>> =>
            request(getReportRoute, { params: reportOf(operadorId, reportId), signal }),
        ),
        /** Corrects a borrador or en-observacion report. */
        update: resolved(onReport(updateReportRoute)),
        /** Puts a firmado report en-observacion with what must be corrected. */
        observe: resolved(onReport(observeReportRoute)),
        /** Validates a firmado report (final). */
        validate: resolved(onReport(validateReportRoute)),
        delete: (operadorId: string, reportId: string, version: number): Promise<void> =>
          request(deleteReportRoute, {
            params: reportOf(operadorId, reportId),
            query: { version },
          }).then(() => undefined),
        /** Every operator's reports en-observacion. */
        listObservados: list(listReportsObservadosRoute),
      },
      /** The signed-in operator's own reports (audience `operador`): only his rows answer. */
      misReports: misReportsCalls({ request, upload }),
    }
  },
  queries: (calls, { entity, list, view, read, writes }) => ({
    trabajadores: entity('trabajadores', calls.trabajadores, {
      nameOf: (detail) => `${detail.nombres} ${detail.apellidos}`,
    }),
    /** A worker's documents (no detail of their own: they are listed with their worker). */
    documentosTrabajador: {
      ...writes('documentos-trabajador'),
      list: view('documentos-trabajador', 'list', (signal, trabajadorId: string) =>
        calls.documentosTrabajador.list(trabajadorId, signal),
      ),
    },
    operadores: list('operadores', 'todos', calls.operadores.list),
    asignacionesOperador: {
      ...list('asignaciones-operador', 'todos', calls.asignacionesOperador.list),
      opciones: view('asignaciones-operador', 'opciones', (signal, accion: AccionAsignacion) =>
        calls.asignacionesOperador.opciones(accion, signal),
      ),
    },
    /** Under the reports' key: a report's write refreshes it. */
    dashboardOperadores: read('reports', 'dashboard-operadores', calls.dashboardOperadores.get, {
      keepPrevious: true,
    }),
    /**
     * HR's reports: an operator's history, the queue en observación, one report and what its
     * form chooses from (each asset's last reading changes with the reports, so it lives under
     * the same key). `invalidates` is what a report's write makes stale.
     */
    reports: {
      ...writes('reports'),
      /** One operator's history: what useListScreen takes. */
      deOperador: (operadorId: string) =>
        list(
          'reports',
          operadorId,
          Object.assign(
            (query: QueryInput<typeof listReportsOperadorRoute>, signal?: AbortSignal) =>
              calls.reports.listDeOperador(operadorId, query, signal),
            { filters: calls.reports.listDeOperador.filters },
          ),
        ),
      /** Every operator's reports en observación. */
      observados: list('reports', 'en-observacion', calls.reports.listObservados),
      /** One report with its signatures (verified) and its history. A 404 is not retried. */
      detail: view(
        'reports',
        'detail',
        (signal, operadorId: string, reportId: string) =>
          calls.reports.get(operadorId, reportId, signal),
        { missingIsFinal: true },
      ),
      /** The operator and the assets a report may be written for, each with its last reading. */
      opciones: view('reports', 'opciones', (signal, operadorId: string) =>
        calls.reports.opciones(operadorId, signal),
      ),
    },
  }),
})

/** `rrhhApi(api).trabajadores.create(body)`, `rrhhApi(api).misReports.hoy()`: the HR calls. */
export const rrhhApi = rrhhArea.client
export type RrhhApi = ReturnType<typeof rrhhApi>

/** `rrhhQueries(api).trabajadores.detail(id)`: the HR query options. */
export const rrhhQueries = rrhhArea.queries
export type RrhhQueries = ReturnType<typeof rrhhQueries>
