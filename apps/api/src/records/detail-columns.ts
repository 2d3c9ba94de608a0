// Columns a detail read selects beside the row itself, so that a detail (and the answer of every
// write, which is that detail) is one statement: who created and last changed the row, how many
// related rows it has, and the first of them; and a page's counts of related rows (`countsBy`).
import type { usuarioRefSchema } from '@cordillera/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { usuarios } from '../db/schema/index.ts'

type UsuarioRef = z.infer<typeof usuarioRefSchema>

// null for rows written by the system (seed, migrations), whose created_by/updated_by are null.
// The inner pieces are nested `sql` on purpose: drizzle writes a single-table select's top-level
// columns unqualified, and `"id" = "created_by"` inside the subquery would read usuarios' own.
// The author is an alias, so a user's own detail (usuarios itself) reads its author, not itself.
const autor = alias(usuarios, 'autor')
const usuarioRef = (column: AnyPgColumn): SQL<UsuarioRef | null> => {
  const ref = sql`json_build_object('id', ${autor.id}, 'nombre', ${autor.nombre})`
  const from = sql`${usuarios} as ${sql.identifier('autor')}`
  return sql<UsuarioRef | null>`(select ${ref} from ${from} where ${eq(autor.id, column)})`
}

/** `creadoPor` and `actualizadoPor` of a detail, by name. */
export function authorColumns(table: { createdBy: AnyPgColumn; updatedBy: AnyPgColumn }) {
  return { creadoPor: usuarioRef(table.createdBy), actualizadoPor: usuarioRef(table.updatedBy) }
}

/** How many rows of `table` match `where` (correlated with the detail's row). */
export const countOf = (table: PgTable, where: SQL | undefined): SQL<number> =>
  sql<number>`(select cast(count(*) as integer) from ${table} where ${where})`

/**
 * How many rows (not deleted, and matching `where`) of `column`'s table name each of `ids` in
 * `column`: one grouped query for a page of rows, never one per row. An id with none is missing.
 */
export async function countsBy(
  db: Db | Tx,
  column: AnyPgColumn,
  ids: readonly string[],
  where?: SQL,
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const table = column.table as PgTable & { eliminadoEn: AnyPgColumn }
  const rows = await db
    .select({ id: column, count: sql<number>`cast(count(*) as integer)` })
    .from(table)
    .where(and(inArray(column, [...ids]), vigente(table), where))
    .groupBy(column)
  return new Map(rows.map((row) => [row.id as string, row.count]))
}

/**
 * The rows of `table` with these ids (any order), each as `toRow` writes it with its count of the
 * rows that name it in `column` (`countsBy`): a list's page of marcas, tipos, constructoras…
 */
export async function rowsWithCounts<T extends PgTable & { id: AnyPgColumn }, Row>(
  db: Db | Tx,
  table: T,
  column: AnyPgColumn,
  ids: string[],
  toRow: (record: T['$inferSelect'], count: number) => Row,
): Promise<Row[]> {
  const [records, counts] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(inArray(table.id, ids)) as Promise<T['$inferSelect'][]>,
    countsBy(db, column, ids),
  ])
  return records.map((record) => toRow(record, counts.get((record as { id: string }).id) ?? 0))
}

type RelatedRow<Fields extends Record<string, AnyPgColumn | SQL>> = {
  [K in keyof Fields]: Fields[K] extends SQL<infer T>
    ? T
    : Fields[K] extends AnyPgColumn
      ? Fields[K]['_']['data'] | (Fields[K]['_']['notNull'] extends true ? never : null)
      : never
}

/**
 * The first `limit` rows of `table` that match `where`, in `orderBy` order, as `fields` name them
 * (plain values: texts, numbers, booleans; JSON has no dates). A field may be a correlated
 * subquery (`sql<string>\`(select …)\``) for a name kept in another table (an asset's marca).
 */
export function relatedRows<Fields extends Record<string, AnyPgColumn | SQL>>(
  table: PgTable,
  fields: Fields,
  where: SQL | undefined,
  orderBy: (SQL | AnyPgColumn)[],
  limit: number,
): SQL<RelatedRow<Fields>[]> {
  const object = sql.join(
    Object.entries(fields).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  )
  const order = sql.join(orderBy, sql`, `)
  return sql`coalesce((select json_agg(related.value order by related.position) from (select json_build_object(${object}) as value, row_number() over (order by ${order}) as position from ${table} where ${where} order by ${order} limit ${limit}) as related), '[]'::json)`
}
