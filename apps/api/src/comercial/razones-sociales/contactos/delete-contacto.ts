// DELETE /v1/razones-sociales/{id}/contactos/{contactoId}?version=: soft delete, audited.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/database.ts'
import { contactosRazonSocial } from '../../../db/schema/index.ts'
import { writeAudit } from '../../../db/write-audit.ts'
import type { Actor } from '../../../records/actor.ts'
import { auditState } from '../../../records/tracking.ts'
import { writable } from '../../../records/write-errors.ts'
import { CONTACTO_NO_EXISTE, findContactoForUpdate } from './contacto-rows.ts'

export async function deleteContacto(
  db: Db,
  actor: Actor,
  params: { id: string; contactoId: string },
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = writable(
      await findContactoForUpdate(tx, params.id, params.contactoId),
      version,
      CONTACTO_NO_EXISTE,
    )
    const [after] = await tx
      .update(contactosRazonSocial)
      .set({
        eliminadoEn: sql`now()`,
        updatedBy: actor.id,
        version: sql`${contactosRazonSocial.version} + 1`,
      })
      .where(eq(contactosRazonSocial.id, before.id))
      .returning()
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'contacto',
      entityId: before.id,
      action: 'eliminar',
      before: auditState(before),
      after: after && auditState(after),
    })
  })
}
