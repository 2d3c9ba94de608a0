// PATCH /v1/grupos-cliente/{id}: edits a grupo cliente at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { GrupoClienteDetail, updateGrupoClienteSchema } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { gruposCliente } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique, writable } from '../../records/write-errors.ts'
import { GRUPO_CLIENTE_UNIQUES } from './create-grupo-cliente.ts'
import { GRUPO_NO_EXISTE, getGrupoCliente } from './get-grupo-cliente.ts'
import { findGrupoCliente } from './grupo-cliente-rows.ts'

export async function updateGrupoCliente(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof updateGrupoClienteSchema>,
): Promise<GrupoClienteDetail> {
  try {
    return await db.transaction(async (tx) => {
      const before = writable(await findGrupoCliente(tx, id, true), input.version, GRUPO_NO_EXISTE)
      const changes = changedFields(before, {
        nombre: input.nombre,
        descripcion: input.descripcion,
      })
      if (!changes) return getGrupoCliente(tx, id)
      const [after] = await tx
        .update(gruposCliente)
        .set({ ...changes, updatedBy: actor.id, version: sql`${gruposCliente.version} + 1` })
        .where(eq(gruposCliente.id, id))
        .returning()
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'grupo_cliente',
        entityId: id,
        action: 'editar',
        before: auditState(before),
        after: after && auditState(after),
      })
      return getGrupoCliente(tx, id)
    })
  } catch (error) {
    rethrowUnique(error, GRUPO_CLIENTE_UNIQUES)
  }
}
