// What logistics' views write the same way in SQL: the search by an asset's código, a page's ids as
// one parameter, a page's rows read in one statement, an instant read the same from either driver,
// and the asset's last movement.
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { runListStatement } from '../../db/list/run-list-statement.ts'
import { activos, movimientos } from '../../db/schema/index.ts'

/**
 * The assets whose código contains `q` (typed in any case; LIKE's wildcards are taken literally),
 * as a condition on `column`, an asset id of the outer query. Undefined without `q`.
 */
export function activoConCodigo(column: AnyPgColumn, q: string | undefined): SQL | undefined {
  const text = q?.trim()
  if (!text) return undefined
  const pattern = `%${text.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`
  return column === activos.id
    ? sql`${activos.codigo} like ${pattern}`
    : sql`${column} in (select ${activos.id} from ${activos} where ${activos.eliminadoEn} is null and ${activos.codigo} like ${pattern})`
}

/**
 * `column` among the page's ids: one text parameter whatever their number, so the statement's
 * text is the same on every page (the list engine prepares it once; decision 015).
 */
export const amongIds = (column: AnyPgColumn, ids: string[]): SQL =>
  sql`${column} = any(cast(string_to_array(${ids.join(',')}, ',') as uuid[]))`

/** A page's rows: `statement(ids)` run once, each row it answers made into the list's by `row`. */
export const pageRowsOf =
  <PageRow, Row>(statement: (ids: string[]) => SQL, row: (pageRow: PageRow) => Row) =>
  async (db: Db, ids: string[]): Promise<Row[]> =>
    (await runListStatement<PageRow>(db, statement(ids))).map(row)

/** An instant as epoch milliseconds, which both drivers read as the same number. */
export const epochMs = (column: AnyPgColumn | SQL): SQL =>
  sql`cast(floor(extract(epoch from ${column}) * 1000) as double precision)`

/**
 * The last movement of the asset `activoId` (a column of the outer query), optionally of one tipo,
 * as a LATERAL subquery named `alias`: one backward step on `movimientos_activo_fecha_idx`
 * (activo_id, fecha, id) per row of the page.
 */
export function ultimoMovimientoLateral(
  activoId: AnyPgColumn,
  alias: string,
  tipo?: 'ingreso-taller',
): SQL {
  return sql`left join lateral (
    select ${movimientos.tipo} as tipo, ${movimientos.fecha} as fecha,
      ${movimientos.guiaDespacho} as guia_despacho, ${movimientos.responsable} as responsable,
      ${movimientos.observaciones} as observaciones, ${movimientos.desdeObraId} as desde_obra_id
    from ${movimientos}
    where ${movimientos.activoId} = ${activoId}${tipo ? sql` and ${movimientos.tipo} = ${tipo}` : sql``}
    order by ${movimientos.fecha} desc, ${movimientos.id} desc
    limit 1
  ) ${sql.raw(alias)} on true`
}
