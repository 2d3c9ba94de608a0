// PATCH /v1/razones-sociales/{id}: edits a razón social at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { RazonSocialDetail, updateRazonSocialSchema } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { razonesSociales } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique, writable } from '../../records/write-errors.ts'
import { getRazonSocial, RAZON_SOCIAL_NO_EXISTE } from './get-razon-social.ts'
import { findRazonSocial } from './razon-social-rows.ts'
import { checkGrupoCliente, RAZON_SOCIAL_UNIQUES, regionDe } from './razon-social-writes.ts'

export async function updateRazonSocial(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof updateRazonSocialSchema>,
): Promise<RazonSocialDetail> {
  try {
    return await db.transaction(async (tx) => {
      const before = writable(
        await findRazonSocial(tx, id, true),
        input.version,
        RAZON_SOCIAL_NO_EXISTE,
      )
      const { version: _version, ...fields } = input
      const changes = changedFields(before, {
        ...fields,
        ...(fields.comuna && { region: regionDe(fields.comuna) }),
      })
      if (!changes) return getRazonSocial(tx, id)
      if (changes.grupoClienteId) await checkGrupoCliente(tx, changes.grupoClienteId)
      const [after] = await tx
        .update(razonesSociales)
        .set({ ...changes, updatedBy: actor.id, version: sql`${razonesSociales.version} + 1` })
        .where(eq(razonesSociales.id, id))
        .returning()
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'razon_social',
        entityId: id,
        action: 'editar',
        before: auditState(before),
        after: after && auditState(after),
      })
      return getRazonSocial(tx, id)
    })
  } catch (error) {
    rethrowUnique(error, RAZON_SOCIAL_UNIQUES)
  }
}
