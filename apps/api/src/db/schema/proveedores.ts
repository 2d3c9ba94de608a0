// Lessors whose equipment the company rents in (DOMAIN.md, Commercial). A proveedor stays
// `provisorio` until commercial staff validate it.
import { boolean, pgTable, text } from 'drizzle-orm/pg-core'
import { id, trackingColumns } from './columns.ts'

export const proveedores = pgTable('proveedores', {
  id: id(),
  /** Normalised `12345678-5`. */
  rut: text('rut').notNull().unique(),
  razonSocial: text('razon_social').notNull(),
  contacto: text('contacto'),
  email: text('email'),
  telefono: text('telefono'),
  banco: text('banco'),
  tipoCuenta: text('tipo_cuenta'),
  numeroCuenta: text('numero_cuenta'),
  activo: boolean('activo').notNull().default(true),
  provisorio: boolean('provisorio').notNull().default(false),
  ...trackingColumns(),
})
