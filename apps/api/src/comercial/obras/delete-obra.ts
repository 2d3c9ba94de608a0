// DELETE /v1/obras/{id}?version=: soft delete (eliminado_en), audited. An obra that site-client
// users belong to is kept (409): they would be left pointing at an obra nobody can see.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { obras, usuarioObras } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { refuseWhileRelated, writable } from '../../records/write-errors.ts'
import { findObra, OBRA_NO_EXISTE } from './obra-rows.ts'

export async function deleteObra(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = writable(await findObra(tx, id, true), version, OBRA_NO_EXISTE)
    await refuseWhileRelated(
      tx,
      usuarioObras,
      eq(usuarioObras.obraId, id),
      (count) => `La obra tiene ${count} usuarios de obra: quíteselos antes de eliminarla.`,
    )
    const [after] = await tx
      .update(obras)
      .set({ eliminadoEn: sql`now()`, updatedBy: actor.id, version: sql`${obras.version} + 1` })
      .where(eq(obras.id, id))
      .returning()
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'obra',
      entityId: id,
      action: 'eliminar',
      before: auditState(before),
      after: after && auditState(after),
    })
  })
}
