// The joins several reads write the same way, each named by what it adds to a query's rows: an
// asset with its tipo, an operator with the worker they are, a contract with its obra. A query
// takes them with `joined(db.select(…).from(…).$dynamic(), activoJoin(x.activoId), …)`.
import { eq } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core'
import { activos, contratos, obras, operadores, tiposActivo, trabajadores } from './schema/index.ts'

/**
 * A join a query takes. Inner joins of a query with its own selection leave its row type as it
 * is, so a join answers the query's type (drizzle types a dynamic query's joins apart only to
 * make outer joins' columns nullable).
 */
export type Join = <Q extends PgSelect>(query: Q) => Q

/** `query` with `joins`, in their order. */
export function joined<Q extends PgSelect>(query: Q, ...joins: Join[]): Q {
  return joins.reduce((q, join) => join(q), query)
}

/** The asset `activoId` names (`activos`), with its tipo (`tipos_activo`). */
export const activoJoin =
  (activoId: AnyPgColumn): Join =>
  (query) =>
    query
      .innerJoin(activos, eq(activos.id, activoId))
      .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId)) as unknown as typeof query

/** The operator `operadorId` names (`operadores`), with the worker they are (`trabajadores`). */
export const operadorJoin =
  (operadorId: AnyPgColumn): Join =>
  (query) =>
    query
      .innerJoin(operadores, eq(operadores.id, operadorId))
      .innerJoin(
        trabajadores,
        eq(trabajadores.id, operadores.trabajadorId),
      ) as unknown as typeof query

/** The contract `contratoId` names (`contratos`), with its obra (`obras`). */
export const contratoJoin =
  (contratoId: AnyPgColumn): Join =>
  (query) =>
    query
      .innerJoin(contratos, eq(contratos.id, contratoId))
      .innerJoin(obras, eq(obras.id, contratos.obraId)) as unknown as typeof query
