// The contacts of a razón social as the API shows them.
import type { ContactoRow } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../../db/database.ts'
import { collated, vigente } from '../../../db/schema/columns.ts'
import { contactosRazonSocial } from '../../../db/schema/index.ts'
import { trackingOf } from '../../../records/tracking.ts'

/** A contact is written through the razón social of the path: another's is not found. */
export const contactoTarget = (params: { id: string; contactoId: string }, version: number) => ({
  id: params.contactoId,
  version,
  scope: eq(contactosRazonSocial.razonSocialId, params.id),
})

export function toContactoRow(record: typeof contactosRazonSocial.$inferSelect): ContactoRow {
  return {
    id: record.id,
    razonSocialId: record.razonSocialId,
    nombre: record.nombre,
    cargo: record.cargo,
    email: record.email,
    telefono: record.telefono,
    ...trackingOf(record),
  }
}

/** The contacts (not deleted) of a razón social, by name. */
export async function contactosOf(db: Db | Tx, razonSocialId: string): Promise<ContactoRow[]> {
  const rows = await db
    .select()
    .from(contactosRazonSocial)
    .where(
      and(eq(contactosRazonSocial.razonSocialId, razonSocialId), vigente(contactosRazonSocial)),
    )
    .orderBy(collated(contactosRazonSocial.nombre), contactosRazonSocial.id)
  return rows.map(toContactoRow)
}
