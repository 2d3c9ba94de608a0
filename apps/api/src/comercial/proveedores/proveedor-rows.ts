// Proveedores as lists show them, regular and provisional apart: the row shape, how they filter,
// search and sort.
import type { listProveedoresQuerySchema, ProveedorRow, TipoCuenta } from '@cordillera/contracts'
import { eq, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { proveedores } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'

export type ProveedorListQuery = ListQueryOf<typeof listProveedoresQuerySchema>

export const PROVISORIO_NO_EXISTE = 'El proveedor provisorio no existe (o ya fue validado).'

const sortKeys = sortKeysOf<ProveedorListQuery['sort']>(proveedores, {
  razonSocial: sortKey.text(proveedores.razonSocial),
  rut: sortKey.rut(proveedores),
})

type ProveedorRecord = typeof proveedores.$inferSelect

export function toProveedorRow(record: ProveedorRecord): ProveedorRow {
  return {
    id: record.id,
    rut: record.rut,
    razonSocial: record.razonSocial,
    contacto: record.contacto,
    email: record.email,
    telefono: record.telefono,
    banco: record.banco,
    // The database's check constraint allows only these.
    tipoCuenta: record.tipoCuenta as TipoCuenta | null,
    numeroCuenta: record.numeroCuenta,
    activo: record.activo,
    provisorio: record.provisorio,
    ...trackingOf(record),
  }
}

export async function proveedorRowsByIds(db: Db | Tx, ids: string[]) {
  const records = await db.select().from(proveedores).where(inArray(proveedores.id, ids))
  return records.map(toProveedorRow)
}

export function proveedorWhere(query: ProveedorListQuery, provisorio: boolean): SQL | undefined {
  return listWhere(proveedores, query, ['activo'], eq(proveedores.provisorio, provisorio))
}

/** The regular proveedores (`provisorio` false) or the provisional ones. */
export function proveedorSource(
  db: Db,
  query: ProveedorListQuery,
  provisorio: boolean,
): ListSource<ProveedorRow> {
  return listSourceOf(proveedores, sortKeys, query, proveedorWhere(query, provisorio), (ids) =>
    proveedorRowsByIds(db, ids),
  )
}
