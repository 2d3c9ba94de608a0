// What the lessor area's reads share: an obra's columns in a left join (drizzle answers null when
// the row has no obra), an asset's and a proveedor's as its rows show them, a list's period over
// its date column, and which daily reports a lessor reads (signed, or validated after).
import { gte, lte } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { activos, obras, proveedores } from '../db/schema/index.ts'

export const obraColumns = { id: obras.id, codigo: obras.codigo, nombre: obras.nombre }
export const activoColumns = { id: activos.id, codigo: activos.codigo, modelo: activos.modelo }
export const proveedorColumns = { id: proveedores.id, razonSocial: proveedores.razonSocial }

/** A list's period over `fecha`: from `desde` and to `hasta` (both included), each when asked. */
export const delPeriodo = (
  fecha: AnyPgColumn,
  { desde, hasta }: { desde?: string | undefined; hasta?: string | undefined },
) => [desde ? gte(fecha, desde) : undefined, hasta ? lte(fecha, hasta) : undefined]

/** The estados of a daily report the lessor reads: signed by its operator, or validated after. */
export const REPORT_FIRMADO = ['firmado', 'validado'] as const
