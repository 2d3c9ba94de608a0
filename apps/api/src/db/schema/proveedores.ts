// Lessors whose equipment the company rents in (docs/domain.md, commercial). A proveedor stays
// `provisorio` until commercial staff validate it; only then must it have the bank data it is
// paid to (a check constraint, so no code path can skip it).
import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core'
import {
  busquedaColumn,
  collated,
  id,
  listIndexes,
  rutNumeroColumn,
  sortIndexes,
  trackingColumns,
  uniqueVigente,
} from './columns.ts'

export const proveedores = pgTable(
  'proveedores',
  {
    id: id(),
    /** Normalised `12345678-5`. */
    rut: text('rut').notNull(),
    rutNumero: rutNumeroColumn(),
    razonSocial: text('razon_social').notNull(),
    contacto: text('contacto'),
    email: text('email'),
    telefono: text('telefono'),
    banco: text('banco'),
    /** corriente, vista or ahorro. */
    tipoCuenta: text('tipo_cuenta'),
    numeroCuenta: text('numero_cuenta'),
    activo: boolean('activo').notNull().default(true),
    provisorio: boolean('provisorio').notNull().default(false),
    busqueda: busquedaColumn('rut', 'razon_social', 'contacto'),
    ...trackingColumns(),
  },
  (table) => [
    uniqueVigente('proveedores_rut_vigente_uq', table, table.rut),
    ...sortIndexes('proveedores', table, {
      nombre: collated(table.razonSocial),
      rut: table.rutNumero,
    }),
    ...listIndexes('proveedores', table),
    check(
      'proveedores_tipo_cuenta',
      sql`${table.tipoCuenta} is null or ${table.tipoCuenta} in ('corriente', 'vista', 'ahorro')`,
    ),
    check(
      'proveedores_validado_con_banco',
      sql`${table.provisorio} or (${table.banco} is not null and ${table.tipoCuenta} is not null and ${table.numeroCuenta} is not null)`,
    ),
  ],
)
