// POST /v1/proveedores-provisorios/{id}/validar: completes a provisional proveedor's data (bank
// data required, the rest may be corrected) and makes it a regular one, at the version the client
// read, audited as `validar` in the same transaction.
import type { ProveedorDetail, validarProveedorSchema } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { proveedores } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique, writable } from '../../records/write-errors.ts'
import { getProveedor } from './get-proveedor.ts'
import { findProveedor, PROVEEDOR_UNIQUES, PROVISORIO_NO_EXISTE } from './proveedor-rows.ts'

export async function validarProveedor(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof validarProveedorSchema>,
): Promise<ProveedorDetail> {
  try {
    return await db.transaction(async (tx) => {
      const found = await findProveedor(tx, id, true)
      // Validated already, by someone else or by a second click: nothing left to validate.
      if (found && !found.provisorio) throw conflict('El proveedor ya fue validado.')
      const before = writable(found, input.version, PROVISORIO_NO_EXISTE)
      const { version: _version, ...fields } = input
      const defined = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      ) as Partial<typeof fields>
      const [after] = await tx
        .update(proveedores)
        .set({
          ...defined,
          provisorio: false,
          updatedBy: actor.id,
          version: sql`${proveedores.version} + 1`,
        })
        .where(eq(proveedores.id, id))
        .returning()
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'proveedor',
        entityId: id,
        action: 'validar',
        before: auditState(before),
        after: after && auditState(after),
      })
      return getProveedor(tx, id)
    })
  } catch (error) {
    rethrowUnique(error, PROVEEDOR_UNIQUES)
  }
}
