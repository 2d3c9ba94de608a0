// The valor UF of each day, kept by staff (typed one by one or imported from a CSV): what a UF
// quotation's amounts are worth in pesos on its date (docs/domain.md, "Valor UF"). No outside
// call fills it; a day without a row has no value, and nothing falls back to another day's.
import { sql } from 'drizzle-orm'
import { check, date, index, numeric, pgTable, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, trackingColumns, vigente } from './columns.ts'

export const valoresUf = pgTable(
  'valores_uf',
  {
    id: id(),
    /** The calendar day the value is for (`yyyy-MM-dd`). */
    fecha: date('fecha').notNull(),
    /** Pesos per UF on that day, with the two decimals the Banco Central publishes. */
    valor: numeric('valor', { precision: 10, scale: 2 }).notNull(),
    ...trackingColumns(),
  },
  (table) => [
    // One value per day among the rows not deleted: a deleted day can be entered again.
    uniqueIndex('valores_uf_fecha_vigente_uq').on(table.fecha).where(vigente(table)),
    index('valores_uf_fecha_idx').on(table.fecha, table.id).where(vigente(table)),
    index('valores_uf_creado_idx').on(table.createdAt, table.id).where(vigente(table)),
    index('valores_uf_actualizado_idx').on(table.updatedAt, table.id).where(vigente(table)),
    check('valores_uf_valor_positivo', sql`${table.valor} > 0`),
  ],
)
