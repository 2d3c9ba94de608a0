// The commercial area's query options: one object per entity (comercialQueries(api).obras), each
// built from that entity's own calls, and which cached entities a write of each one makes stale.
import { fechaText } from '@cordillera/contracts'
import { defineEntityQueries } from '../entity-queries.ts'
import type { ComercialClient } from './comercial-client.ts'

export type ComercialEntity =
  | 'razones-sociales'
  | 'grupos-cliente'
  | 'constructoras'
  | 'obras'
  | 'proveedores'
  | 'valores-uf'
  | 'cotizaciones'
  | 'contratos'
  | 'solicitudes'

/** The entities whose cached lists or details show data of the one written. */
export const comercialAffectedBy: Readonly<Record<ComercialEntity, readonly ComercialEntity[]>> = {
  // A razón social's name shows in its obras' rows; its grupo counts its razones sociales.
  'razones-sociales': ['razones-sociales', 'grupos-cliente', 'obras'],
  'grupos-cliente': ['grupos-cliente', 'razones-sociales'],
  // A constructora's name shows in its obras' rows.
  constructoras: ['constructoras', 'obras'],
  // Obras are listed in their razón social's and constructora's details and counts.
  obras: ['obras', 'razones-sociales', 'constructoras'],
  // Provisional and regular proveedores are the same rows: one entity for both lists.
  proveedores: ['proveedores'],
  // Quotations show their CLP equivalent at their day's value.
  'valores-uf': ['valores-uf', 'cotizaciones'],
  // Passing a quotation to a contract creates the contract.
  cotizaciones: ['cotizaciones', 'contratos'],
  // A contract lists its requests; raising one from it changes its pending count.
  contratos: ['contratos', 'solicitudes'],
  // A request shows in its contract's detail (pending) and in the site client's list.
  solicitudes: ['solicitudes', 'contratos'],
}

const entity = defineEntityQueries('comercial', comercialAffectedBy)

function buildComercialQueries(client: ComercialClient) {
  return {
    razonesSociales: entity('razones-sociales', client.razonesSociales, {
      nameOf: (detail) => detail.razonSocial,
    }),
    gruposCliente: entity('grupos-cliente', client.gruposCliente, {
      nameOf: (detail) => detail.nombre,
    }),
    constructoras: entity('constructoras', client.constructoras, {
      nameOf: (detail) => detail.nombre,
    }),
    obras: entity('obras', client.obras, { nameOf: (detail) => detail.nombre }),
    proveedores: entity('proveedores', client.proveedores, {
      nameOf: (detail) => detail.razonSocial,
    }),
    proveedoresProvisorios: entity('proveedores', client.proveedoresProvisorios, {
      scope: 'provisorios',
      nameOf: (detail) => detail.razonSocial,
    }),
    cotizaciones: entity('cotizaciones', client.cotizaciones, { nameOf: (detail) => detail.folio }),
    contratos: entity('contratos', client.contratos, { nameOf: (detail) => detail.folio }),
    // The current and finished lists: the same rows (and details) under their own keys.
    contratosVigentes: entity(
      'contratos',
      { list: client.contratosVigentes.list, get: client.contratos.get },
      { scope: 'vigentes', nameOf: (detail) => detail.folio },
    ),
    contratosTerminados: entity(
      'contratos',
      { list: client.contratosTerminados.list, get: client.contratos.get },
      { scope: 'terminados', nameOf: (detail) => detail.folio },
    ),
    solicitudes: entity('solicitudes', client.solicitudes, { nameOf: (detail) => detail.folio }),
    /** The site client's: its own scope, so staff's and its cached pages never mix. */
    solicitudesCliente: entity('solicitudes', client.solicitudesCliente, {
      scope: 'cliente',
      nameOf: (detail) => detail.folio,
    }),
    /** Keyed by the day: `.detail('2026-03-05')`; a day without a value is not retried (404). */
    valoresUf: entity('valores-uf', client.valoresUf, {
      nameOf: (detail) => fechaText(detail.fecha) ?? detail.fecha,
    }),
  }
}

export type ComercialQueries = ReturnType<typeof buildComercialQueries>

// One set per client: screens call comercialQueries(api) on every render.
const built = new WeakMap<ComercialClient, ComercialQueries>()

/** `comercialQueries(api).obras.list(query)`: the query options of the commercial entities. */
export function comercialQueries(api: { comercial: ComercialClient }): ComercialQueries {
  let queries = built.get(api.comercial)
  if (!queries) {
    queries = buildComercialQueries(api.comercial)
    built.set(api.comercial, queries)
  }
  return queries
}
