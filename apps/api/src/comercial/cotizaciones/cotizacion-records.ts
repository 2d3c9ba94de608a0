// How cotizaciones are written: every create, edit, move of estado and delete of the table goes
// through this (records/records-of.ts), which holds its audit entity and its 404. Its items have
// no tracking of their own: each audit entry of the quotation keeps them before and after.
import { asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { cotizaciones, cotizacionItems } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

/** A quotation's stored items, in their order. */
export async function storedItems(db: Db | Tx, cotizacionId: string) {
  const rows = await db
    .select()
    .from(cotizacionItems)
    .where(eq(cotizacionItems.cotizacionId, cotizacionId))
    .orderBy(asc(cotizacionItems.posicion))
  return rows.map(({ cotizacionId: _cotizacionId, ...item }) => item)
}

export const cotizacionRecords = recordsOf(cotizaciones, {
  entity: 'cotizacion',
  notFound: 'No encontramos la cotización.',
  items: storedItems,
})

export type CotizacionRecord = typeof cotizaciones.$inferSelect
