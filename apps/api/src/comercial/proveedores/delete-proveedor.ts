// DELETE /v1/proveedores/{id}?version=: soft delete (eliminado_en) of a regular or provisional
// proveedor, audited. One whose lessor users can still sign in is kept (409): disable them first.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { proveedores, usuarios } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { refuseWhileRelated, writable } from '../../records/write-errors.ts'
import { findProveedor, PROVEEDOR_NO_EXISTE } from './proveedor-rows.ts'

export async function deleteProveedor(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = writable(await findProveedor(tx, id, true), version, PROVEEDOR_NO_EXISTE)
    await refuseWhileRelated(
      tx,
      usuarios,
      and(eq(usuarios.proveedorId, id), eq(usuarios.activo, true), isNull(usuarios.eliminadoEn)),
      (count) =>
        `El proveedor tiene ${count} usuarios arrendadores activos: desactívelos antes de eliminarlo.`,
    )
    const [after] = await tx
      .update(proveedores)
      .set({
        eliminadoEn: sql`now()`,
        updatedBy: actor.id,
        version: sql`${proveedores.version} + 1`,
      })
      .where(eq(proveedores.id, id))
      .returning()
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'proveedor',
      entityId: id,
      action: 'eliminar',
      before: auditState(before),
      after: after && auditState(after),
    })
  })
}
