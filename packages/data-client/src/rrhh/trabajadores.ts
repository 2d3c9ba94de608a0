// HR's workers and their documents: their calls (`api.rrhh.trabajadores`,
// `api.rrhh.documentosTrabajador`, each method typed by its route in @cordillera/contracts) and
// their query options (`trabajadoresQueries(api).trabajadores.list(query)`), with what a write of
// each makes stale.
import {
  createDocumentoTrabajadorRoute,
  createSubidaDocumentoTrabajadorRoute,
  createTrabajadorRoute,
  deleteDocumentoTrabajadorRoute,
  getDescargaDocumentoTrabajadorRoute,
  getTrabajadorRoute,
  listDocumentosTrabajadorRoute,
  listTrabajadoresRoute,
  updateDocumentoTrabajadorRoute,
  updateTrabajadorRoute,
} from '@cordillera/contracts'
import { queryOptions } from '@tanstack/react-query'
import { documentosClient } from '../documentos.ts'
import { defineEntityQueries } from '../entity-queries.ts'
import { createOf, getOf, listOf, type Request, updateOf } from '../resource.ts'
import type { Upload } from '../upload.ts'

export function trabajadoresClient(request: Request, upload: Upload) {
  return {
    /** No delete and no export: a worker who leaves is set inactive. */
    trabajadores: {
      list: listOf(request, listTrabajadoresRoute),
      get: getOf(request, getTrabajadorRoute),
      /** Creates the worker and, with `operador`, his operator record. */
      create: createOf(request, createTrabajadorRoute),
      /** Edits him and his "Es operador" section (`operador: null` takes it away). */
      update: updateOf(request, updateTrabajadorRoute),
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
  }
}
export type TrabajadoresClient = ReturnType<typeof trabajadoresClient>

export type TrabajadoresEntity = 'trabajadores' | 'documentos-trabajador'

/** The entities whose cached lists or details show data of the one written. */
export const trabajadoresAffectedBy: Readonly<
  Record<TrabajadoresEntity, readonly TrabajadoresEntity[]>
> = {
  trabajadores: ['trabajadores'],
  // A worker's detail lists his documents with their expiry.
  'documentos-trabajador': ['documentos-trabajador', 'trabajadores'],
}

const entity = defineEntityQueries('rrhh', trabajadoresAffectedBy)

function buildTrabajadoresQueries(client: TrabajadoresClient) {
  const trabajadores = entity('trabajadores', client.trabajadores, {
    nameOf: (detail) => `${detail.nombres} ${detail.apellidos}`,
  })
  return {
    // trabajadores
    /** A worker's write may make him an operator or not: the operators' list shows it too. */
    trabajadores: {
      ...trabajadores,
      invalidates: [...trabajadores.invalidates, ['rrhh', 'operadores'] as const],
    },
    // documentosTrabajador
    /** A worker's documents (no detail of their own: they are listed with their worker). */
    documentosTrabajador: {
      key: ['rrhh', 'documentos-trabajador'] as const,
      invalidates: trabajadoresAffectedBy['documentos-trabajador'].map(
        (affected) => ['rrhh', affected] as const,
      ),
      list: (trabajadorId: string) =>
        queryOptions({
          queryKey: ['rrhh', 'documentos-trabajador', 'list', 'todos', trabajadorId] as const,
          queryFn: ({ signal }) => client.documentosTrabajador.list(trabajadorId, signal),
        }),
    },
  }
}

export type TrabajadoresQueries = ReturnType<typeof buildTrabajadoresQueries>

// One set per client: screens call trabajadoresQueries(api) on every render.
const built = new WeakMap<TrabajadoresClient, TrabajadoresQueries>()

/** `trabajadoresQueries(api).trabajadores.detail(id)`: the workers' and documents' query options. */
export function trabajadoresQueries(api: { rrhh: TrabajadoresClient }): TrabajadoresQueries {
  let queries = built.get(api.rrhh)
  if (!queries) {
    queries = buildTrabajadoresQueries(api.rrhh)
    built.set(api.rrhh, queries)
  }
  return queries
}
