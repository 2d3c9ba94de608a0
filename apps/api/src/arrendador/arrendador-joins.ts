// What the lessor area's reads share: an obra's columns in a left join (drizzle answers null when
// the row has no obra), an asset's and a proveedor's as its rows show them, a row selected with the
// asset it names, a list's period over its date column, and which daily reports a lessor reads
// (signed, or validated after).
import { eq, gte, lte } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../db/database.ts'
import { activos, obras, proveedores } from '../db/schema/index.ts'

export const obraColumns = { id: obras.id, codigo: obras.codigo, nombre: obras.nombre }
export const activoColumns = { id: activos.id, codigo: activos.codigo, modelo: activos.modelo }
export const proveedorColumns = { id: proveedores.id, razonSocial: proveedores.razonSocial }

/** `table`'s rows (`record`) with the asset each names (`activo`) and `more`; callers add the rest. */
export const conSuActivo = <
  T extends PgTable & { activoId: AnyPgColumn },
  M extends SelectedFields,
>(
  db: Db | Tx,
  table: T,
  more: M,
) =>
  db
    .select({ record: table, activo: activoColumns, ...more })
    .from(table as PgTable)
    .innerJoin(activos, eq(activos.id, table.activoId))

/**
 * `conSuActivo` with the proveedor the row belongs to (`proveedor`), as staff's lists of every
 * lessor's rows show it.
 */
export const conSuProveedor = <
  T extends PgTable & { activoId: AnyPgColumn; proveedorId: AnyPgColumn },
  M extends SelectedFields,
>(
  db: Db | Tx,
  table: T,
  more: M,
) =>
  conSuActivo(db, table, { proveedor: proveedorColumns, ...more }).innerJoin(
    proveedores,
    eq(proveedores.id, table.proveedorId),
  )

/** A list's period over `fecha`: from `desde` and to `hasta` (both included), each when asked. */
export const delPeriodo = (
  fecha: AnyPgColumn,
  { desde, hasta }: { desde?: string | undefined; hasta?: string | undefined },
) => [desde ? gte(fecha, desde) : undefined, hasta ? lte(fecha, hasta) : undefined]

/** The estados of a daily report the lessor reads: signed by its operator, or validated after. */
export const REPORT_FIRMADO = ['firmado', 'validado'] as const
