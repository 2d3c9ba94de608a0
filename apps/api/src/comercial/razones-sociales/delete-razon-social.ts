// DELETE /v1/razones-sociales/{id}?version=: soft delete (eliminado_en), audited. A razón social
// with obras is kept (409): its obras, and what is billed at them, need the client they bill.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras, razonesSociales } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { refuseWhileRelated, writable } from '../../records/write-errors.ts'
import { RAZON_SOCIAL_NO_EXISTE } from './get-razon-social.ts'
import { findRazonSocial } from './razon-social-rows.ts'

export async function deleteRazonSocial(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = writable(await findRazonSocial(tx, id, true), version, RAZON_SOCIAL_NO_EXISTE)
    await refuseWhileRelated(
      tx,
      obras,
      and(eq(obras.razonSocialId, id), vigente(obras)),
      (count) =>
        `La razón social tiene ${count} obras: elimínelas o asígnelas a otra razón social antes.`,
    )
    const [after] = await tx
      .update(razonesSociales)
      .set({
        eliminadoEn: sql`now()`,
        updatedBy: actor.id,
        version: sql`${razonesSociales.version} + 1`,
      })
      .where(eq(razonesSociales.id, id))
      .returning()
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'razon_social',
      entityId: id,
      action: 'eliminar',
      before: auditState(before),
      after: after && auditState(after),
    })
  })
}
