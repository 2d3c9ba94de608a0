// The commercial area's clients and sites: client groups (holdings), the billed legal entities
// (razones sociales), construction companies and their obras. Addresses store the comuna's CUT
// code (`13101`) and the region's (`13`), from ../shared/data/chile-cut-comunas.csv.
import { boolean, date, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { id, trackingColumns } from './columns.ts'

export const gruposCliente = pgTable('grupos_cliente', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion'),
  ...trackingColumns(),
})

export const razonesSociales = pgTable('razones_sociales', {
  id: id(),
  rut: text('rut').notNull().unique(),
  razonSocial: text('razon_social').notNull(),
  nombreFantasia: text('nombre_fantasia'),
  giro: text('giro'),
  direccion: text('direccion'),
  comuna: varchar('comuna', { length: 5 }),
  region: varchar('region', { length: 2 }),
  telefono: text('telefono'),
  email: text('email'),
  grupoClienteId: uuid('grupo_cliente_id').references(() => gruposCliente.id),
  activo: boolean('activo').notNull().default(true),
  ...trackingColumns(),
})

export const constructoras = pgTable('constructoras', {
  id: id(),
  rut: text('rut').notNull().unique(),
  nombre: text('nombre').notNull(),
  contacto: text('contacto'),
  telefono: text('telefono'),
  email: text('email'),
  activo: boolean('activo').notNull().default(true),
  ...trackingColumns(),
})

export const obras = pgTable(
  'obras',
  {
    id: id(),
    codigo: text('codigo').notNull().unique(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion'),
    comuna: varchar('comuna', { length: 5 }).notNull(),
    region: varchar('region', { length: 2 }).notNull(),
    constructoraId: uuid('constructora_id')
      .notNull()
      .references(() => constructoras.id),
    razonSocialId: uuid('razon_social_id')
      .notNull()
      .references(() => razonesSociales.id),
    administradorNombre: text('administrador_nombre'),
    administradorEmail: text('administrador_email'),
    administradorTelefono: text('administrador_telefono'),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaTermino: date('fecha_termino'),
    activa: boolean('activa').notNull().default(true),
    ...trackingColumns(),
  },
  (table) => [
    index('obras_constructora_idx').on(table.constructoraId),
    index('obras_razon_social_idx').on(table.razonSocialId),
  ],
)
