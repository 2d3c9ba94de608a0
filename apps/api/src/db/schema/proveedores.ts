// Lessors whose equipment the company rents in (docs/domain.md, commercial). A proveedor stays
// `provisorio` until commercial staff validate it; only then must it have the bank data it is
// paid to (a check constraint, so no code path can skip it).
import { sql } from 'drizzle-orm'
import { boolean, check, text } from 'drizzle-orm/pg-core'
import { collated, oneOf, rutTable } from './columns.ts'

export const proveedores = rutTable(
  'proveedores',
  ['razon_social', 'contacto'],
  {
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
  },
  (table) => ({ nombre: collated(table.razonSocial) }),
  (table) => [
    oneOf(
      'proveedores_tipo_cuenta',
      table.tipoCuenta,
      ['corriente', 'vista', 'ahorro'],
      'optional',
    ),
    check(
      'proveedores_validado_con_banco',
      sql`${table.provisorio} or (${table.banco} is not null and ${table.tipoCuenta} is not null and ${table.numeroCuenta} is not null)`,
    ),
  ],
)
