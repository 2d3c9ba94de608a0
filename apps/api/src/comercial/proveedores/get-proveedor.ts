// GET /v1/proveedores/{id} (either kind) and GET /v1/proveedores-provisorios/{id} (provisional
// only: the validation screen's), with its authors, in one statement (the answer of its writes
// too).
import type { ProveedorDetail } from '@cordillera/contracts'
import { and, eq, getTableColumns } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { proveedores } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { proveedorRecords } from './proveedor-records.ts'
import { PROVISORIO_NO_EXISTE, toProveedorRow } from './proveedor-rows.ts'

export async function getProveedor(
  db: Db | Tx,
  id: string,
  only?: 'provisorio',
): Promise<ProveedorDetail> {
  const [found] = await db
    .select({ record: getTableColumns(proveedores), ...authorColumns(proveedores) })
    .from(proveedores)
    .where(and(eq(proveedores.id, id), vigente(proveedores)))
  if (only === 'provisorio' && !found?.record.provisorio) throw notFound(PROVISORIO_NO_EXISTE)
  if (!found) throw proveedorRecords.missing()
  const { record, ...authors } = found
  return { ...toProveedorRow(record), ...authors }
}
