// A lessor's trips as lists show them: the lessor's own (arrendador portal) or every lessor's, with
// whose truck it was (operations staff).
import type {
  listViajesArrendadorQuerySchema,
  ViajeArrendadorRow,
  ViajeRow,
} from '@cordillera/contracts'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { reportsArrendador } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { conSuProveedor, delPeriodo } from '../arrendador-joins.ts'

export type ViajeListQuery = ListQueryOf<typeof listViajesArrendadorQuerySchema>

const sortKeys = sortKeysOf<ViajeListQuery['sort']>(reportsArrendador, {
  fecha: { expr: reportsArrendador.fecha, type: 'date' },
  km: { expr: reportsArrendador.km, type: 'numeric' },
})

/** The trips of the signed-in lessor: the scope of every read and write of its own. */
export const delProveedor = (proveedorId: string) => eq(reportsArrendador.proveedorId, proveedorId)

export async function viajeRowsWhere(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<ViajeArrendadorRow[]> {
  const rows = await conSuProveedor(db, reportsArrendador, {}).where(where)
  return rows.map(({ record, activo, proveedor }) => ({
    id: record.id,
    activo,
    proveedor,
    fecha: record.fecha,
    origen: record.origen,
    destino: record.destino,
    km: record.km,
    carga: record.carga,
    guiaDespacho: record.guiaDespacho,
    observaciones: record.observaciones,
    ...trackingOf(record),
  }))
}

/** A row as the lessor reads it: no need to name itself. */
export const propio = ({ proveedor: _proveedor, ...row }: ViajeArrendadorRow): ViajeRow => row

function viajeWhere(query: ViajeListQuery, scope?: SQL): SQL | undefined {
  return listWhere(
    reportsArrendador,
    query,
    ['activoId', 'proveedorId'],
    scope,
    ...delPeriodo(reportsArrendador.fecha, query),
  )
}

export function viajeSource(
  db: Db,
  proveedorId: string,
  query: Omit<ViajeListQuery, 'proveedorId'>,
): ListSource<ViajeRow> {
  const scope = delProveedor(proveedorId)
  return listSourceOf(reportsArrendador, sortKeys, query, viajeWhere(query, scope), async (ids) =>
    (await viajeRowsWhere(db, and(inArray(reportsArrendador.id, ids), scope))).map(propio),
  )
}

export function viajeStaffSource(db: Db, query: ViajeListQuery): ListSource<ViajeArrendadorRow> {
  return listSourceOf(reportsArrendador, sortKeys, query, viajeWhere(query), (ids) =>
    viajeRowsWhere(db, inArray(reportsArrendador.id, ids)),
  )
}
