// The commercial area's clients and sites: client groups (holdings), the billed legal entities
// (razones sociales) and their contacts, construction companies and their obras. Addresses store
// the comuna's CUT code (`13101`) and the region's (`13`, derived from it), from
// packages/contracts/data/ (the official CUT list).
//
// Each listed table has what its list needs at 100,000 rows (docs/modules.md, "Lists"): partial
// indexes on `(sort key, id)` of the rows not deleted, for ordered pages and keyset cursors; a
// trigram index on `busqueda` for the search; uniqueness (RUT, código) among rows not deleted, so
// a deleted RUT can be registered again.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  pgSequence,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  busquedaColumn,
  collated,
  id,
  listIndexes,
  reference,
  rutNumeroColumn,
  sortIndexes,
  trackingColumns,
  uniqueVigente,
  vigente,
} from './columns.ts'

const comunaChecks = (name: string, table: { comuna: unknown; region: unknown }) => [
  check(`${name}_comuna_cut`, sql`${table.comuna} ~ '^[0-9]{5}$'`),
  check(`${name}_region_de_comuna`, sql`${table.region} = left(${table.comuna}, 2)`),
]

export const gruposCliente = pgTable(
  'grupos_cliente',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    busqueda: busquedaColumn('nombre', 'descripcion'),
    ...trackingColumns(),
  },
  (table) => [
    // "Grupo Andino" and "grupo andino" are the same group.
    uniqueVigente('grupos_cliente_nombre_vigente_uq', table, sql`lower(${table.nombre})`),
    ...sortIndexes('grupos_cliente', table, { nombre: collated(table.nombre) }),
    ...listIndexes('grupos_cliente', table),
  ],
)

export const razonesSociales = pgTable(
  'razones_sociales',
  {
    id: id(),
    /** Normalised `12345678-5`. */
    rut: text('rut').notNull(),
    rutNumero: rutNumeroColumn(),
    razonSocial: text('razon_social').notNull(),
    nombreFantasia: text('nombre_fantasia'),
    giro: text('giro').notNull(),
    direccion: text('direccion').notNull(),
    comuna: varchar('comuna', { length: 5 }).notNull(),
    region: varchar('region', { length: 2 }).notNull(),
    telefono: text('telefono'),
    email: text('email'),
    grupoClienteId: uuid('grupo_cliente_id').references(() => gruposCliente.id),
    activo: boolean('activo').notNull().default(true),
    busqueda: busquedaColumn('rut', 'razon_social', 'nombre_fantasia'),
    ...trackingColumns(),
  },
  (table) => [
    uniqueVigente('razones_sociales_rut_vigente_uq', table, table.rut),
    ...sortIndexes('razones_sociales', table, {
      nombre: collated(table.razonSocial),
      rut: table.rutNumero,
    }),
    ...listIndexes('razones_sociales', table),
    index('razones_sociales_grupo_idx').on(table.grupoClienteId).where(vigente(table)),
    // The "activas" filter: its count reads this index instead of the table.
    index('razones_sociales_activo_idx').on(table.activo).where(vigente(table)),
    ...comunaChecks('razones_sociales', table),
  ],
)

export const contactosRazonSocial = pgTable(
  'contactos_razon_social',
  {
    id: id(),
    razonSocialId: reference('razon_social_id', () => razonesSociales.id),
    nombre: text('nombre').notNull(),
    cargo: text('cargo'),
    email: text('email'),
    telefono: text('telefono'),
    ...trackingColumns(),
  },
  (table) => [index('contactos_razon_social_idx').on(table.razonSocialId).where(vigente(table))],
)

export const constructoras = pgTable(
  'constructoras',
  {
    id: id(),
    rut: text('rut').notNull(),
    rutNumero: rutNumeroColumn(),
    nombre: text('nombre').notNull(),
    contacto: text('contacto'),
    telefono: text('telefono'),
    email: text('email'),
    activo: boolean('activo').notNull().default(true),
    busqueda: busquedaColumn('rut', 'nombre', 'contacto'),
    ...trackingColumns(),
  },
  (table) => [
    uniqueVigente('constructoras_rut_vigente_uq', table, table.rut),
    ...sortIndexes('constructoras', table, {
      nombre: collated(table.nombre),
      rut: table.rutNumero,
    }),
    ...listIndexes('constructoras', table),
  ],
)

/** Numbers the códigos the server gives obras created without one (`OB-0501`). */
export const obrasCodigoSeq = pgSequence('obras_codigo_seq', { startWith: 1 })

export const obras = pgTable(
  'obras',
  {
    id: id(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    comuna: varchar('comuna', { length: 5 }).notNull(),
    region: varchar('region', { length: 2 }).notNull(),
    constructoraId: reference('constructora_id', () => constructoras.id),
    razonSocialId: reference('razon_social_id', () => razonesSociales.id),
    administradorNombre: text('administrador_nombre'),
    administradorEmail: text('administrador_email'),
    administradorTelefono: text('administrador_telefono'),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaTermino: date('fecha_termino'),
    activa: boolean('activa').notNull().default(true),
    busqueda: busquedaColumn('codigo', 'nombre', 'direccion'),
    ...trackingColumns(),
  },
  (table) => [
    uniqueVigente('obras_codigo_vigente_uq', table, table.codigo),
    index('obras_constructora_idx').on(table.constructoraId),
    index('obras_razon_social_idx').on(table.razonSocialId),
    index('obras_activa_idx').on(table.activa).where(vigente(table)),
    ...sortIndexes('obras', table, {
      nombre: collated(table.nombre),
      codigo: table.codigo,
      fecha_inicio: table.fechaInicio,
    }),
    ...listIndexes('obras', table),
    check(
      'obras_fechas_en_orden',
      sql`${table.fechaTermino} is null or ${table.fechaTermino} >= ${table.fechaInicio}`,
    ),
    ...comunaChecks('obras', table),
  ],
)
