// POST /v1/obras (and POST /v1/constructoras/{id}/obras): a new obra, audited in the same
// transaction. Without a código the server gives the next `OB-0123`.
import type { createObraSchema, ObraDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { obras } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique } from '../../records/write-errors.ts'
import { regionDe } from '../razones-sociales/razon-social-writes.ts'
import { getObra } from './get-obra.ts'
import { checkObraRefs, nextCodigoObra, OBRA_UNIQUES } from './obra-writes.ts'

export async function createObra(
  db: Db,
  actor: Actor,
  input: z.output<typeof createObraSchema>,
): Promise<ObraDetail> {
  try {
    return await db.transaction(async (tx) => {
      await checkObraRefs(tx, input)
      const [row] = await tx
        .insert(obras)
        .values({
          codigo: input.codigo ?? (await nextCodigoObra(tx)),
          nombre: input.nombre,
          direccion: input.direccion,
          comuna: input.comuna,
          region: regionDe(input.comuna),
          constructoraId: input.constructoraId,
          razonSocialId: input.razonSocialId,
          administradorNombre: input.administrador?.nombre ?? null,
          administradorEmail: input.administrador?.email ?? null,
          administradorTelefono: input.administrador?.telefono ?? null,
          fechaInicio: input.fechaInicio,
          fechaTermino: input.fechaTermino ?? null,
          activa: input.activa ?? true,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning()
      if (!row) throw new Error('insert returned no row')
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'obra',
        entityId: row.id,
        action: 'crear',
        after: auditState(row),
      })
      return getObra(tx, row.id)
    })
  } catch (error) {
    rethrowUnique(error, OBRA_UNIQUES)
  }
}
