// Proveedores as lists show them, regular and provisional apart: the row shape, how they filter,
// search and sort.
import type {
  listProveedoresQuerySchema,
  ProveedorRow,
  proveedorSorts,
  TipoCuenta,
} from '@cordillera/contracts'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { proveedores } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf } from '../../records/list-source.ts'
import { recordsOf } from '../../records/records-of.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'

export type ProveedorListQuery = ListQueryOf<typeof listProveedoresQuerySchema>

export const PROVEEDOR_NO_EXISTE = 'El proveedor no existe.'
export const PROVISORIO_NO_EXISTE = 'El proveedor provisorio no existe (o ya fue validado).'

export const proveedorRecords = recordsOf(proveedores, {
  entity: 'proveedor',
  notFound: PROVEEDOR_NO_EXISTE,
  uniques: {
    proveedores_rut_vigente_uq: { field: 'rut', message: 'Ya existe un proveedor con este RUT.' },
  },
})

const sortKeys: Record<(typeof proveedorSorts)[number], SortKey> = {
  razonSocial: { expr: collated(proveedores.razonSocial), type: 'text' },
  rut: { expr: proveedores.rutNumero, type: 'integer' },
  creadoEn: { expr: proveedores.createdAt, type: 'timestamptz' },
  actualizadoEn: { expr: proveedores.updatedAt, type: 'timestamptz' },
}

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
  return and(
    vigente(proveedores),
    eq(proveedores.provisorio, provisorio),
    matches(proveedores.busqueda, query.q),
    query.activo === undefined ? undefined : eq(proveedores.activo, query.activo),
  )
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
