// POST /v1/constructoras: a new constructora, audited in the same transaction.
import type { ConstructoraDetail, createConstructoraSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { constructoras } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique } from '../../records/write-errors.ts'
import { CONSTRUCTORA_UNIQUES } from './constructora-rows.ts'
import { getConstructora } from './get-constructora.ts'

export async function createConstructora(
  db: Db,
  actor: Actor,
  input: z.output<typeof createConstructoraSchema>,
): Promise<ConstructoraDetail> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(constructoras)
        .values({
          rut: input.rut,
          nombre: input.nombre,
          contacto: input.contacto ?? null,
          telefono: input.telefono ?? null,
          email: input.email ?? null,
          activo: input.activo ?? true,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning()
      if (!row) throw new Error('insert returned no row')
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'constructora',
        entityId: row.id,
        action: 'crear',
        after: auditState(row),
      })
      return getConstructora(tx, row.id)
    })
  } catch (error) {
    rethrowUnique(error, CONSTRUCTORA_UNIQUES)
  }
}
