// DELETE /v1/proveedores/{id}?version=: soft delete (eliminado_en) of a regular or provisional
// proveedor, audited. One whose lessor users can still sign in is kept (409): disable them first.
import { and, eq, isNull } from 'drizzle-orm'
import { usuarios } from '../../db/schema/index.ts'
import { refuseWhileRelated } from '../../records/write-errors.ts'
import { proveedorRecords } from './proveedor-records.ts'

export const deleteProveedor = proveedorRecords.deletes((tx, proveedor) =>
  refuseWhileRelated(
    tx,
    usuarios,
    and(
      eq(usuarios.proveedorId, proveedor.id),
      eq(usuarios.activo, true),
      isNull(usuarios.eliminadoEn),
    ),
    (count) =>
      `El proveedor tiene ${count} usuarios arrendadores activos: desactívelos antes de eliminarlo.`,
  ),
)
