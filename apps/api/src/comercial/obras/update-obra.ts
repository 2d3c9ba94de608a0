// PATCH /v1/obras/{id}: edits an obra at the version the client read (409 otherwise, nothing
// written), audited in the same transaction. Dates are checked against the stored ones, since
// one may change without the other.
import {
  FECHAS_MESSAGE,
  fechasEnOrden,
  type ObraDetail,
  type updateObraSchema,
} from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { obras } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import { auditState } from '../../records/tracking.ts'
import { invalidFields, rethrowUnique, writable } from '../../records/write-errors.ts'
import { regionDe } from '../razones-sociales/razon-social-writes.ts'
import { getObra } from './get-obra.ts'
import { findObra, OBRA_NO_EXISTE } from './obra-rows.ts'
import { administradorColumns, checkObraRefs, OBRA_UNIQUES } from './obra-writes.ts'

export async function updateObra(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof updateObraSchema>,
): Promise<ObraDetail> {
  try {
    return await db.transaction(async (tx) => {
      const before = writable(await findObra(tx, id, true), input.version, OBRA_NO_EXISTE)
      const { version: _version, administrador, ...fields } = input
      const changes = changedFields(before, {
        ...fields,
        ...(fields.comuna && { region: regionDe(fields.comuna) }),
        ...administradorColumns(administrador),
      })
      if (!changes) return getObra(tx, id)
      const fechas = { ...before, ...changes }
      if (!fechasEnOrden(fechas)) throw invalidFields({ fechaTermino: FECHAS_MESSAGE })
      await checkObraRefs(tx, changes)
      const [after] = await tx
        .update(obras)
        .set({ ...changes, updatedBy: actor.id, version: sql`${obras.version} + 1` })
        .where(eq(obras.id, id))
        .returning()
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'obra',
        entityId: id,
        action: 'editar',
        before: auditState(before),
        after: after && auditState(after),
      })
      return getObra(tx, id)
    })
  } catch (error) {
    rethrowUnique(error, OBRA_UNIQUES)
  }
}
