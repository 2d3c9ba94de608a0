// POST /v1/razones-sociales/{id}/contactos: a new contact of a razón social, audited in the same
// transaction.
import type { ContactoRow, createContactoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import { contactosRazonSocial } from '../../../db/schema/index.ts'
import { writeAudit } from '../../../db/write-audit.ts'
import { notFound } from '../../../http/api-error.ts'
import type { Actor } from '../../../records/actor.ts'
import { auditState } from '../../../records/tracking.ts'
import { RAZON_SOCIAL_NO_EXISTE } from '../get-razon-social.ts'
import { findRazonSocial } from '../razon-social-rows.ts'
import { toContactoRow } from './contacto-rows.ts'

export async function createContacto(
  db: Db,
  actor: Actor,
  razonSocialId: string,
  input: z.output<typeof createContactoSchema>,
): Promise<ContactoRow> {
  return db.transaction(async (tx) => {
    // Locked: the razón social cannot be deleted while its contact is added.
    if (!(await findRazonSocial(tx, razonSocialId, true))) throw notFound(RAZON_SOCIAL_NO_EXISTE)
    const [row] = await tx
      .insert(contactosRazonSocial)
      .values({
        razonSocialId,
        nombre: input.nombre,
        cargo: input.cargo ?? null,
        email: input.email ?? null,
        telefono: input.telefono ?? null,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning()
    if (!row) throw new Error('insert returned no row')
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'contacto',
      entityId: row.id,
      action: 'crear',
      after: auditState(row),
    })
    return toContactoRow(row)
  })
}
