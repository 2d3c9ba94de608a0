// GET /v1/proveedores/{id} (either kind) and GET /v1/proveedores-provisorios/{id} (provisional
// only: the validation screen's).
import type { ProveedorDetail } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import { notFound } from '../../http/api-error.ts'
import { authorsOf } from '../../records/usuario-refs.ts'
import {
  findProveedor,
  PROVEEDOR_NO_EXISTE,
  PROVISORIO_NO_EXISTE,
  toProveedorRow,
} from './proveedor-rows.ts'

export async function getProveedor(
  db: Db | Tx,
  id: string,
  only?: 'provisorio',
): Promise<ProveedorDetail> {
  const record = await findProveedor(db, id)
  if (only === 'provisorio' && !record?.provisorio) throw notFound(PROVISORIO_NO_EXISTE)
  if (!record) throw notFound(PROVEEDOR_NO_EXISTE)
  return { ...toProveedorRow(record), ...(await authorsOf(db, record)) }
}
