// The valor UF of each day, kept by staff (typed one by one or imported from a CSV): what a UF
// quotation's amounts are worth in pesos on its date (docs/domain.md, "Valor UF"). No outside
// call fills it; a day without a row has no value, and nothing falls back to another day's.
import { sql } from 'drizzle-orm'
import { check, date, numeric } from 'drizzle-orm/pg-core'
import { businessTable, sortIndexes, uniqueVigente } from './columns.ts'

export const valoresUf = businessTable(
  'valores_uf',
  {
    /** The calendar day the value is for (`yyyy-MM-dd`). */
    fecha: date('fecha').notNull(),
    /** Pesos per UF on that day, with the two decimals the Banco Central publishes. */
    valor: numeric('valor', { precision: 10, scale: 2 }).notNull(),
  },
  (table) => [
    // One value per day among the rows not deleted: a deleted day can be entered again.
    uniqueVigente('valores_uf_fecha_vigente_uq', table, table.fecha),
    ...sortIndexes('valores_uf', table, {
      fecha: table.fecha,
      creado: table.createdAt,
      actualizado: table.updatedAt,
    }),
    check('valores_uf_valor_positivo', sql`${table.valor} > 0`),
  ],
)
