// PATCH /v1/constructoras/{id}: edits a constructora at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { ConstructoraDetail, updateConstructoraSchema } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { constructoras } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique, writable } from '../../records/write-errors.ts'
import {
  CONSTRUCTORA_NO_EXISTE,
  CONSTRUCTORA_UNIQUES,
  findConstructora,
} from './constructora-rows.ts'
import { getConstructora } from './get-constructora.ts'

export async function updateConstructora(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof updateConstructoraSchema>,
): Promise<ConstructoraDetail> {
  try {
    return await db.transaction(async (tx) => {
      const before = writable(
        await findConstructora(tx, id, true),
        input.version,
        CONSTRUCTORA_NO_EXISTE,
      )
      const { version: _version, ...fields } = input
      const changes = changedFields(before, fields)
      if (!changes) return getConstructora(tx, id)
      const [after] = await tx
        .update(constructoras)
        .set({ ...changes, updatedBy: actor.id, version: sql`${constructoras.version} + 1` })
        .where(eq(constructoras.id, id))
        .returning()
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'constructora',
        entityId: id,
        action: 'editar',
        before: auditState(before),
        after: after && auditState(after),
      })
      return getConstructora(tx, id)
    })
  } catch (error) {
    rethrowUnique(error, CONSTRUCTORA_UNIQUES)
  }
}
