// GET /v1/proveedores/{id} (either kind) and GET /v1/proveedores-provisorios/{id} (provisional
// only: the validation screen's), with its authors, in one statement (the answer of its writes
// too).
import type { ProveedorDetail } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import { notFound } from '../../http/api-error.ts'
import { proveedorRecords } from './proveedor-records.ts'
import { PROVISORIO_NO_EXISTE, toProveedorRow } from './proveedor-rows.ts'

export async function getProveedor(
  db: Db | Tx,
  id: string,
  only?: 'provisorio',
): Promise<ProveedorDetail> {
  const provisional = only === 'provisorio'
  const { record, ...authors } = await proveedorRecords.detail(
    db,
    id,
    {},
    provisional ? PROVISORIO_NO_EXISTE : undefined,
  )
  if (provisional && !record.provisorio) throw notFound(PROVISORIO_NO_EXISTE)
  return { ...toProveedorRow(record), ...authors }
}
