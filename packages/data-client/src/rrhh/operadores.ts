// HR's operators, their assignments and their dashboard: the calls, each typed by its route
// (`api.rrhh.operadores.list(query)`, `api.rrhh.asignacionesOperador.assign(body)`,
// `api.rrhh.dashboardOperadores.get(query)`), and their query options
// (`operadoresQueries(api).asignacionesOperador.opciones('cambio')`). An assignment's write makes
// stale the assignments, the operators list (each row's current assignment) and the reports' cache
// (a report form offers the operator's assignments).
import {
  type AccionAsignacion,
  adicionOperadorRoute,
  asignarOperadorRoute,
  cambioOperadorRoute,
  getDashboardOperadoresRoute,
  getOpcionesAdicionRoute,
  getOpcionesAsignarRoute,
  getOpcionesCambioRoute,
  getOpcionesRetiroRoute,
  listAsignacionesOperadorRoute,
  listOperadoresRoute,
  retiroOperadorRoute,
} from '@cordillera/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { listOptions } from '../entity-queries.ts'
import type { RouteOutput } from '../request.ts'
import {
  createOf,
  listOf,
  type QueryInput,
  queryValues,
  type Request,
  updateOf,
} from '../resource.ts'

/** Each form's options route: one per screen, each with that screen's key. */
const OPCIONES = {
  asignar: getOpcionesAsignarRoute,
  adicion: getOpcionesAdicionRoute,
  cambio: getOpcionesCambioRoute,
  retiro: getOpcionesRetiroRoute,
} as const satisfies Record<AccionAsignacion, unknown>

export function operadoresClient(request: Request) {
  return {
    /** HR's operators list (no detail, edit or export routes: the catalogue has no keys). */
    operadores: { list: listOf(request, listOperadoresRoute) },
    asignacionesOperador: {
      /** The history, by operator, asset or contract. */
      list: listOf(request, listAsignacionesOperadorRoute),
      /** What the form of `accion` chooses from, read with that screen's key. */
      opciones: (
        accion: AccionAsignacion,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getOpcionesAsignarRoute>> =>
        request(OPCIONES[accion], { signal }),
      /** Asignar: a free operator on an asset on rent without operator. */
      assign: createOf(request, asignarOperadorRoute),
      /** Adición: one more operator on an asset that has one. */
      add: createOf(request, adicionOperadorRoute),
      /** Cambio: ends the assignment `id` on the day and starts the operator chosen there. */
      change: updateOf(request, cambioOperadorRoute),
      /** Retiro: ends the open assignment `id` on the day. */
      withdraw: updateOf(request, retiroOperadorRoute),
    },
    dashboardOperadores: {
      /** Hours per operator, asset, obra, estado and day; the reports to sign and observed. */
      get: (
        query: QueryInput<typeof getDashboardOperadoresRoute>,
        signal?: AbortSignal,
      ): Promise<RouteOutput<typeof getDashboardOperadoresRoute>> =>
        request(getDashboardOperadoresRoute, { query: queryValues(query), signal }),
    },
  }
}
export type OperadoresClient = ReturnType<typeof operadoresClient>

const OPERADORES = ['rrhh', 'operadores'] as const
const ASIGNACIONES = ['rrhh', 'asignaciones-operador'] as const
const REPORTS = ['rrhh', 'reports'] as const

function buildOperadoresQueries(client: OperadoresClient) {
  return {
    operadores: {
      key: OPERADORES,
      filters: client.operadores.list.filters,
      list: listOptions(['rrhh', 'operadores', 'todos'], client.operadores.list),
    },
    asignacionesOperador: {
      key: ASIGNACIONES,
      /** An assignment shows in the operators list and in the reports' forms. */
      invalidates: [ASIGNACIONES, OPERADORES, REPORTS] as const,
      filters: client.asignacionesOperador.list.filters,
      list: listOptions(
        ['rrhh', 'asignaciones-operador', 'todos'],
        client.asignacionesOperador.list,
      ),
      opciones: (accion: AccionAsignacion) =>
        queryOptions({
          queryKey: ['rrhh', 'asignaciones-operador', 'opciones', accion] as const,
          queryFn: ({ signal }) => client.asignacionesOperador.opciones(accion, signal),
        }),
    },
    /** Under the reports' key: a report's write refreshes it. */
    dashboardOperadores: (query: QueryInput<typeof getDashboardOperadoresRoute>) =>
      queryOptions({
        queryKey: ['rrhh', 'reports', 'dashboard-operadores', query] as const,
        queryFn: ({ signal }) => client.dashboardOperadores.get(query, signal),
        placeholderData: keepPreviousData,
      }),
  }
}

export type OperadoresQueries = ReturnType<typeof buildOperadoresQueries>

// One set per client: screens call operadoresQueries(api) on every render.
const built = new WeakMap<OperadoresClient, OperadoresQueries>()

/** `operadoresQueries(api).operadores.list(query)`: the operators' and assignments' query options. */
export function operadoresQueries(api: { rrhh: OperadoresClient }): OperadoresQueries {
  let queries = built.get(api.rrhh)
  if (!queries) {
    queries = buildOperadoresQueries(api.rrhh)
    built.set(api.rrhh, queries)
  }
  return queries
}
