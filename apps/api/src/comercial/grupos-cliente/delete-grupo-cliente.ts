// DELETE /v1/grupos-cliente/{id}?version=: soft delete (eliminado_en), audited. A group that still
// holds razones sociales is kept (409): they would point at a group nobody can see.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { refuseWhileRelated, writable } from '../../records/write-errors.ts'
import { GRUPO_NO_EXISTE } from './get-grupo-cliente.ts'
import { findGrupoCliente } from './grupo-cliente-rows.ts'

export async function deleteGrupoCliente(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = writable(await findGrupoCliente(tx, id, true), version, GRUPO_NO_EXISTE)
    await refuseWhileRelated(
      tx,
      razonesSociales,
      and(eq(razonesSociales.grupoClienteId, id), vigente(razonesSociales)),
      (count) =>
        `El grupo tiene ${count} razones sociales: quítelas del grupo antes de eliminarlo.`,
    )
    const [after] = await tx
      .update(gruposCliente)
      .set({
        eliminadoEn: sql`now()`,
        updatedBy: actor.id,
        version: sql`${gruposCliente.version} + 1`,
      })
      .where(eq(gruposCliente.id, id))
      .returning()
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'grupo_cliente',
      entityId: id,
      action: 'eliminar',
      before: auditState(before),
      after: after && auditState(after),
    })
  })
}
