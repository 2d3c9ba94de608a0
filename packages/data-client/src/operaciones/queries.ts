// The operations area's query options: one object per entity (operacionesQueries(api).activos),
// each built from that entity's own calls, and which cached entities a write of each one makes
// stale.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { defineEntityQueries, listOptions } from '../entity-queries.ts'
import { equiposQueries } from './equipos-queries.ts'
import { logisticaQueries } from './logistica-queries.ts'
import type { OperacionesClient } from './operaciones-client.ts'

export type OperacionesEntity =
  | 'marcas'
  | 'tipos-activo'
  | 'flotas'
  | 'activos'
  | 'documentos-activo'
  | 'movimientos'
  | 'solicitudes-pendientes'

/** The entities whose cached lists or details show data of the one written. */
export const operacionesAffectedBy: Readonly<
  Record<OperacionesEntity, readonly OperacionesEntity[]>
> = {
  // A marca's, tipo's or flota's name shows in its assets' rows; their details count assets.
  marcas: ['marcas', 'activos'],
  'tipos-activo': ['tipos-activo', 'activos'],
  flotas: ['flotas', 'activos'],
  activos: ['activos', 'tipos-activo', 'flotas', 'marcas'],
  // An asset's list row and detail flag its expiring documents.
  'documentos-activo': ['documentos-activo', 'activos'],
  // A movement changes its asset's estado and obra (its row, its detail, the lists by estado).
  movimientos: ['movimientos', 'activos'],
  // Completing a request records movements (assets, history); its contract and the request
  // itself are the commercial area's (solicitudesPendientes.invalidates adds them).
  'solicitudes-pendientes': ['solicitudes-pendientes', 'movimientos', 'activos'],
}

const entity = defineEntityQueries('operaciones', operacionesAffectedBy)

/** A completed request also changes the request and its contract (the commercial area's). */
function withCommercialEffects<T extends { invalidates: readonly (readonly [string, string])[] }>(
  queries: T,
): T {
  return {
    ...queries,
    invalidates: [
      ...queries.invalidates,
      ['comercial', 'solicitudes'] as const,
      ['comercial', 'contratos'] as const,
    ],
  }
}

function buildOperacionesQueries(client: OperacionesClient) {
  return {
    // marcas
    marcas: entity('marcas', client.marcas, { nameOf: (detail) => detail.nombre }),
    // tiposActivo
    tiposActivo: {
      ...entity('tipos-activo', client.tiposActivo, { nameOf: (detail) => detail.nombre }),
      /**
       * Every tipo by name, for the commercial screens' items (a quotation's, an adición's).
       * Under the tipos' key, so a write of a tipo refreshes it.
       */
      opciones: () =>
        queryOptions({
          queryKey: ['operaciones', 'tipos-activo', 'opciones'] as const,
          queryFn: ({ signal }) => client.tiposActivo.opciones(signal),
        }),
    },
    // flotas
    flotas: entity('flotas', client.flotas, { nameOf: (detail) => detail.nombre }),
    // activos
    activos: {
      ...entity('activos', client.activos, { nameOf: (detail) => detail.codigo }),
      /**
       * What the asset form and the list's filters choose from. Under the activos key, so a write
       * of a marca, tipo or flota (which invalidates activos) refreshes it too.
       */
      opciones: () =>
        queryOptions({
          queryKey: ['operaciones', 'activos', 'opciones'] as const,
          queryFn: ({ signal }) => client.activos.opciones(signal),
        }),
    },
    // documentosActivo
    /** An asset's documents (no detail of their own: they are listed with their asset). */
    documentosActivo: {
      key: ['operaciones', 'documentos-activo'] as const,
      invalidates: operacionesAffectedBy['documentos-activo'].map(
        (affected) => ['operaciones', affected] as const,
      ),
      list: (activoId: string) =>
        queryOptions({
          queryKey: ['operaciones', 'documentos-activo', 'list', 'todos', activoId] as const,
          queryFn: ({ signal }) => client.documentosActivo.list(activoId, signal),
        }),
      /** The expiry count over every asset: refreshed by any document's write. */
      vencimientos: () =>
        queryOptions({
          queryKey: ['operaciones', 'documentos-activo', 'vencimientos'] as const,
          queryFn: ({ signal }) => client.documentosActivo.vencimientos(signal),
        }),
    },
    // solicitudesPendientes
    solicitudesPendientes: withCommercialEffects(
      entity('solicitudes-pendientes', client.solicitudesPendientes, {
        nameOf: (detail) => detail.folio,
      }),
    ),
    // logisticaActivos, activosEnTaller, controlEquipos, resumenEquipos
    ...logisticaQueries(client),
    // disponibilidadFlota, equiposDePago, dashboardEquipos
    ...equiposQueries(client),
    // movimientos
    /** The history and one asset's (no detail of their own: a movement is read in its list). */
    movimientos: {
      key: ['operaciones', 'movimientos'] as const,
      invalidates: operacionesAffectedBy.movimientos.map(
        (affected) => ['operaciones', affected] as const,
      ),
      filters: client.movimientos.list.filters,
      list: listOptions(['operaciones', 'movimientos', 'todos'], client.movimientos.list),
      ofActivo: (
        activoId: string,
        query: Parameters<OperacionesClient['movimientos']['ofActivo']>[1],
      ) =>
        queryOptions({
          queryKey: ['operaciones', 'movimientos', 'list', activoId, query] as const,
          queryFn: ({ signal }) => client.movimientos.ofActivo(activoId, query, signal),
          placeholderData: keepPreviousData,
        }),
    },
  }
}

export type OperacionesQueries = ReturnType<typeof buildOperacionesQueries>

// One set per client: screens call operacionesQueries(api) on every render.
const built = new WeakMap<OperacionesClient, OperacionesQueries>()

/** `operacionesQueries(api).activos.list(query)`: the query options of the operations entities. */
export function operacionesQueries(api: { operaciones: OperacionesClient }): OperacionesQueries {
  let queries = built.get(api.operaciones)
  if (!queries) {
    queries = buildOperacionesQueries(api.operaciones)
    built.set(api.operaciones, queries)
  }
  return queries
}
