// The joins several reads write the same way, each named by what it adds to a query's rows: an
// asset with its tipo, an operator with the worker they are, a contract with its obra. A query
// takes them with `joined(db.select(…).from(…).$dynamic(), activoJoin(x.activoId), …)`.
import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import {
  activos,
  contratos,
  marcas,
  obras,
  operadores,
  razonesSociales,
  tiposActivo,
  trabajadores,
} from './schema/index.ts'

/**
 * A join a query takes. Inner joins of a query with its own selection leave its row type as it
 * is, so a join answers the query's type (drizzle types a dynamic query's joins apart only to
 * make outer joins' columns nullable).
 */
export type Join = <Q extends PgSelect>(query: Q) => Q

/** What a row shows of its obra (with the obra joined): its código and nombre. */
export const obraRef = { id: obras.id, codigo: obras.codigo, nombre: obras.nombre }

/** What a row shows of its razón social (with it joined): its RUT and name. */
export const razonSocialRef = {
  id: razonesSociales.id,
  rut: razonesSociales.rut,
  razonSocial: razonesSociales.razonSocial,
}

/** `query` with `joins`, in their order. */
export function joined<Q extends PgSelect>(query: Q, ...joins: Join[]): Q {
  return joins.reduce((q, join) => join(q), query)
}

type Keyed = PgTable & { id: AnyPgColumn }

/** The row of `table` a foreign key names, with the row of `then` its column `via` names. */
const throughTo =
  (table: Keyed, then: Keyed, via: AnyPgColumn) =>
  (key: AnyPgColumn): Join =>
  (query) =>
    query
      .innerJoin(table, eq(table.id, key))
      .innerJoin(then, eq(then.id, via)) as unknown as typeof query

/** The asset `activoId` names (`activos`), with its tipo (`tipos_activo`). */
export const activoJoin = throughTo(activos, tiposActivo, activos.tipoActivoId)

/** The marca and tipo of the asset a query already has (`activos`): `marcas`, `tipos_activo`. */
export const marcaYTipoJoin: Join = (query) =>
  query
    .innerJoin(marcas, eq(marcas.id, activos.marcaId))
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId)) as unknown as typeof query

/** The asset `activoId` names (`activos`), with its marca and tipo (`marcaYTipoJoin`). */
export const activoConMarcaJoin =
  (activoId: AnyPgColumn): Join =>
  (query) =>
    marcaYTipoJoin(query.innerJoin(activos, eq(activos.id, activoId)) as unknown as typeof query)

/**
 * An asset as an EDP's line and a lessor's agreement name it (with `marcaYTipoJoin`): its código
 * and its tipo, marca and modelo in one text (`Excavadora Komatsu PC200`).
 */
export const activoNombrado = {
  id: activos.id,
  codigo: activos.codigo,
  nombre: sql<string>`${tiposActivo.nombre} || ' ' || ${marcas.nombre} || ' ' || ${activos.modelo}`,
}

/** The operator `operadorId` names (`operadores`), with the worker they are (`trabajadores`). */
export const operadorJoin = throughTo(operadores, trabajadores, operadores.trabajadorId)

/** The contract `contratoId` names (`contratos`), with its obra (`obras`). */
export const contratoJoin = throughTo(contratos, obras, contratos.obraId)

/** A worker's name as HR writes it: nombres and apellidos (an operator's, with `operadorJoin`). */
export const nombreDe = (trabajador: { nombres: AnyPgColumn; apellidos: AnyPgColumn }) =>
  sql<string>`${trabajador.nombres} || ' ' || ${trabajador.apellidos}`

/** The name of the operator `operadorJoin` joined. */
export const operadorNombre = nombreDe(trabajadores)
