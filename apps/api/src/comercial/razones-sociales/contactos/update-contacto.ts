// PATCH /v1/razones-sociales/{id}/contactos/{contactoId}: edits a contact at the version the
// client read (409 otherwise, nothing written), audited in the same transaction.
import type { ContactoRow, updateContactoSchema } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import { contactosRazonSocial } from '../../../db/schema/index.ts'
import { writeAudit } from '../../../db/write-audit.ts'
import type { Actor } from '../../../records/actor.ts'
import { changedFields } from '../../../records/changes.ts'
import { auditState } from '../../../records/tracking.ts'
import { writable } from '../../../records/write-errors.ts'
import { CONTACTO_NO_EXISTE, findContactoForUpdate, toContactoRow } from './contacto-rows.ts'

export async function updateContacto(
  db: Db,
  actor: Actor,
  params: { id: string; contactoId: string },
  input: z.output<typeof updateContactoSchema>,
): Promise<ContactoRow> {
  return db.transaction(async (tx) => {
    const before = writable(
      await findContactoForUpdate(tx, params.id, params.contactoId),
      input.version,
      CONTACTO_NO_EXISTE,
    )
    const { version: _version, ...fields } = input
    const changes = changedFields(before, fields)
    if (!changes) return toContactoRow(before)
    const [after] = await tx
      .update(contactosRazonSocial)
      .set({ ...changes, updatedBy: actor.id, version: sql`${contactosRazonSocial.version} + 1` })
      .where(eq(contactosRazonSocial.id, before.id))
      .returning()
    if (!after) throw new Error('update returned no row')
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'contacto',
      entityId: before.id,
      action: 'editar',
      before: auditState(before),
      after: auditState(after),
    })
    return toContactoRow(after)
  })
}
