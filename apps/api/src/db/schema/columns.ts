// Columns every business table carries: who/when created and last changed it, the soft-delete
// mark (nothing is ever lost) and the version that optimistic concurrency checks (409 on a stale
// write); and the helpers for the indexes of its lists.
import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { foldedColumns } from '../search-text.ts'

export const id = () => uuid('id').primaryKey().defaultRandom()

// created_by/updated_by hold a usuarios.id without a foreign key: usuarios itself carries them
// and every table would otherwise depend on usuarios (cycles in the schema); null = the system
// (seed, migrations).
export const trackingColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: uuid('updated_by'),
  eliminadoEn: timestamp('eliminado_en', { withTimezone: true }),
  version: integer('version').notNull().default(1),
})

/** The folded texts a list searches (see search-text.ts), kept by the database itself. */
export const busquedaColumn = (...columns: string[]) =>
  text('busqueda').generatedAlwaysAs(foldedColumns(...columns))

/** A RUT's number (`76543210` of `76543210-3`), so RUTs sort as numbers, not as text. */
export const rutNumeroColumn = () =>
  integer('rut_numero').generatedAlwaysAs(sql.raw(`(split_part("rut", '-', 1))::integer`))

/** The predicate of the partial indexes: only rows not deleted are listed, sorted or unique. */
export const vigente = (table: { eliminadoEn: AnyPgColumn }): SQL =>
  sql`${table.eliminadoEn} is null`

/**
 * Names sort as people expect (á with a, upper and lower case together) with the ICU root
 * collation, which PGlite and PostgreSQL ≥ 16 (built with ICU) both have.
 */
export const collated = (column: AnyPgColumn): SQL => sql`${column} collate "unicode"`

/** A check constraint's "one of these words": the closed vocabularies of the contracts. */
export const inList = (column: unknown, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`
