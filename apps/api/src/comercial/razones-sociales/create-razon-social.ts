// POST /v1/razones-sociales: a new razón social, audited in the same transaction.
import type { createRazonSocialSchema, RazonSocialDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { razonesSociales } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique } from '../../records/write-errors.ts'
import { getRazonSocial } from './get-razon-social.ts'
import { checkGrupoCliente, RAZON_SOCIAL_UNIQUES, regionDe } from './razon-social-writes.ts'

export async function createRazonSocial(
  db: Db,
  actor: Actor,
  input: z.output<typeof createRazonSocialSchema>,
): Promise<RazonSocialDetail> {
  try {
    return await db.transaction(async (tx) => {
      await checkGrupoCliente(tx, input.grupoClienteId)
      const [row] = await tx
        .insert(razonesSociales)
        .values({
          rut: input.rut,
          razonSocial: input.razonSocial,
          nombreFantasia: input.nombreFantasia ?? null,
          giro: input.giro,
          direccion: input.direccion,
          comuna: input.comuna,
          region: regionDe(input.comuna),
          telefono: input.telefono ?? null,
          email: input.email ?? null,
          grupoClienteId: input.grupoClienteId ?? null,
          activo: input.activo ?? true,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning()
      if (!row) throw new Error('insert returned no row')
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'razon_social',
        entityId: row.id,
        action: 'crear',
        after: auditState(row),
      })
      return getRazonSocial(tx, row.id)
    })
  } catch (error) {
    rethrowUnique(error, RAZON_SOCIAL_UNIQUES)
  }
}
