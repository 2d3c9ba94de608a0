// The contacts of a razón social as the API shows them.
import type { ContactoRow } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../../db/database.ts'
import { collated, vigente } from '../../../db/schema/columns.ts'
import { contactosRazonSocial } from '../../../db/schema/index.ts'
import { trackingOf } from '../../../records/tracking.ts'

export const CONTACTO_NO_EXISTE = 'El contacto no existe.'

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

/** One contact of one razón social, not deleted, locked for the rest of the transaction. */
export async function findContactoForUpdate(tx: Tx, razonSocialId: string, id: string) {
  const [row] = await tx
    .select()
    .from(contactosRazonSocial)
    .where(
      and(
        eq(contactosRazonSocial.id, id),
        eq(contactosRazonSocial.razonSocialId, razonSocialId),
        vigente(contactosRazonSocial),
      ),
    )
    .for('update')
  return row
}
