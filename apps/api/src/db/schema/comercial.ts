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
import { boolean, check, date, index, pgSequence, text, uuid, varchar } from 'drizzle-orm/pg-core'
import {
  businessTable,
  busquedaColumn,
  catalogoTable,
  collated,
  inOrder,
  listedTable,
  reference,
  rutTable,
  sortIndexes,
  uniqueVigente,
  vigente,
} from './columns.ts'

/** An address: its street, and the comuna's CUT code with its region's. */
const direccionColumns = () => ({
  direccion: text('direccion').notNull(),
  comuna: varchar('comuna', { length: 5 }).notNull(),
  region: varchar('region', { length: 2 }).notNull(),
})

const comunaChecks = (name: string, table: { comuna: unknown; region: unknown }) => [
  check(`${name}_comuna_cut`, sql`${table.comuna} ~ '^[0-9]{5}$'`),
  check(`${name}_region_de_comuna`, sql`${table.region} = left(${table.comuna}, 2)`),
]

// "Grupo Andino" and "grupo andino" are the same group.
export const gruposCliente = catalogoTable('grupos_cliente')

export const razonesSociales = rutTable(
  'razones_sociales',
  ['razon_social', 'nombre_fantasia'],
  {
    razonSocial: text('razon_social').notNull(),
    nombreFantasia: text('nombre_fantasia'),
    giro: text('giro').notNull(),
    ...direccionColumns(),
    telefono: text('telefono'),
    email: text('email'),
    grupoClienteId: uuid('grupo_cliente_id').references(() => gruposCliente.id),
    activo: boolean('activo').notNull().default(true),
  },
  (table) => ({ nombre: collated(table.razonSocial) }),
  (table) => [
    index('razones_sociales_grupo_idx').on(table.grupoClienteId).where(vigente(table)),
    // The "activas" filter: its count reads this index instead of the table.
    index('razones_sociales_activo_idx').on(table.activo).where(vigente(table)),
    ...comunaChecks('razones_sociales', table),
  ],
)

export const contactosRazonSocial = businessTable(
  'contactos_razon_social',
  {
    razonSocialId: reference('razon_social_id', () => razonesSociales.id),
    nombre: text('nombre').notNull(),
    cargo: text('cargo'),
    email: text('email'),
    telefono: text('telefono'),
  },
  (table) => [index('contactos_razon_social_idx').on(table.razonSocialId).where(vigente(table))],
)

export const constructoras = rutTable(
  'constructoras',
  ['nombre', 'contacto'],
  {
    nombre: text('nombre').notNull(),
    contacto: text('contacto'),
    telefono: text('telefono'),
    email: text('email'),
    activo: boolean('activo').notNull().default(true),
  },
  (table) => ({ nombre: collated(table.nombre) }),
)

/** Numbers the códigos the server gives obras created without one (`OB-0501`). */
export const obrasCodigoSeq = pgSequence('obras_codigo_seq', { startWith: 1 })

export const obras = listedTable(
  'obras',
  busquedaColumn('codigo', 'nombre', 'direccion'),
  {
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    ...direccionColumns(),
    constructoraId: reference('constructora_id', () => constructoras.id),
    razonSocialId: reference('razon_social_id', () => razonesSociales.id),
    administradorNombre: text('administrador_nombre'),
    administradorEmail: text('administrador_email'),
    administradorTelefono: text('administrador_telefono'),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaTermino: date('fecha_termino'),
    activa: boolean('activa').notNull().default(true),
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
    inOrder('obras_fechas_en_orden', table.fechaInicio, table.fechaTermino),
    ...comunaChecks('obras', table),
  ],
)
