// DELETE /v1/constructoras/{id}?version=: soft delete (eliminado_en), audited. A constructora
// with obras is kept (409): its obras need the company that builds them.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { constructoras } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { writable } from '../../records/write-errors.ts'
import {
  CONSTRUCTORA_NO_EXISTE,
  findConstructora,
  obrasPorConstructora,
} from './constructora-rows.ts'

export async function deleteConstructora(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = writable(await findConstructora(tx, id, true), version, CONSTRUCTORA_NO_EXISTE)
    const count = (await obrasPorConstructora(tx, [id])).get(id) ?? 0
    if (count > 0) {
      throw conflict(`La constructora tiene ${count} obras: elimínelas o reasígnelas antes.`)
    }
    const [after] = await tx
      .update(constructoras)
      .set({
        eliminadoEn: sql`now()`,
        updatedBy: actor.id,
        version: sql`${constructoras.version} + 1`,
      })
      .where(eq(constructoras.id, id))
      .returning()
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'constructora',
      entityId: id,
      action: 'eliminar',
      before: auditState(before),
      after: after && auditState(after),
    })
  })
}
