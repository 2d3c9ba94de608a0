// POST /v1/proveedores (regular: bank data required by its schema) and POST
// /v1/proveedores-provisorios (RUT and name suffice): a new proveedor, audited in the same
// transaction.
import type {
  createProveedorProvisorioSchema,
  createProveedorSchema,
  ProveedorDetail,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { proveedores } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique } from '../../records/write-errors.ts'
import { getProveedor } from './get-proveedor.ts'
import { PROVEEDOR_UNIQUES } from './proveedor-rows.ts'

type Input =
  | ({ provisorio: false } & z.output<typeof createProveedorSchema>)
  | ({ provisorio: true } & z.output<typeof createProveedorProvisorioSchema>)

export async function createProveedor(
  db: Db,
  actor: Actor,
  input: Input,
): Promise<ProveedorDetail> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(proveedores)
        .values({
          rut: input.rut,
          razonSocial: input.razonSocial,
          contacto: input.contacto ?? null,
          email: input.email ?? null,
          telefono: input.telefono ?? null,
          banco: input.banco ?? null,
          tipoCuenta: input.tipoCuenta ?? null,
          numeroCuenta: input.numeroCuenta ?? null,
          activo: input.provisorio ? true : (input.activo ?? true),
          provisorio: input.provisorio,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning()
      if (!row) throw new Error('insert returned no row')
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'proveedor',
        entityId: row.id,
        action: 'crear',
        after: auditState(row),
      })
      return getProveedor(tx, row.id)
    })
  } catch (error) {
    rethrowUnique(error, PROVEEDOR_UNIQUES)
  }
}
