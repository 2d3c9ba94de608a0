// PATCH /v1/proveedores/{id}: edits a proveedor (regular or provisional) at the version the
// client read (409 otherwise, nothing written), audited in the same transaction. A regular one
// cannot lose its bank data.
import type { ProveedorDetail, updateProveedorSchema } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { proveedores } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique, writable } from '../../records/write-errors.ts'
import { requireBankData } from './bank-data.ts'
import { getProveedor } from './get-proveedor.ts'
import { findProveedor, PROVEEDOR_NO_EXISTE, PROVEEDOR_UNIQUES } from './proveedor-rows.ts'

export async function updateProveedor(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof updateProveedorSchema>,
): Promise<ProveedorDetail> {
  try {
    return await db.transaction(async (tx) => {
      const before = writable(await findProveedor(tx, id, true), input.version, PROVEEDOR_NO_EXISTE)
      const { version: _version, ...fields } = input
      const changes = changedFields(before, fields)
      if (!changes) return getProveedor(tx, id)
      if (!before.provisorio) requireBankData({ ...before, ...changes })
      const [after] = await tx
        .update(proveedores)
        .set({ ...changes, updatedBy: actor.id, version: sql`${proveedores.version} + 1` })
        .where(eq(proveedores.id, id))
        .returning()
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'proveedor',
        entityId: id,
        action: 'editar',
        before: auditState(before),
        after: after && auditState(after),
      })
      return getProveedor(tx, id)
    })
  } catch (error) {
    rethrowUnique(error, PROVEEDOR_UNIQUES)
  }
}
