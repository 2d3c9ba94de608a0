// How solicitudes are written: every create, edit, approval and rejection goes through this
// (records/records-of.ts), which holds its audit entity and its 404. Its items have no tracking of
// their own: each audit entry of the request keeps them before and after.
import { asc, eq } from 'drizzle-orm'
import { solicitudes, solicitudItems } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

/** One message for a missing request and for another obra's: a site client learns nothing. */
export const SOLICITUD_NO_EXISTE = 'No encontramos la solicitud.'

export const solicitudRecords = recordsOf(solicitudes, {
  entity: 'solicitud',
  notFound: SOLICITUD_NO_EXISTE,
  items: async (tx, id) => {
    const rows = await tx
      .select()
      .from(solicitudItems)
      .where(eq(solicitudItems.solicitudId, id))
      .orderBy(asc(solicitudItems.posicion))
    return rows.map(({ solicitudId: _solicitudId, ...item }) => item)
  },
})

export type SolicitudRecord = typeof solicitudes.$inferSelect
