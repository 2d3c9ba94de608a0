// What lessors write in the arrendador portal (docs/domain.md, "The lessor portal"; decision 065):
// the incidents they raise on their assets (a breakdown, an accident, anything else), with the
// photos they attach, which staff review and close; and their own reports (for now the trips of
// their trucks), which operations staff read.
//
// Every row names its proveedor: the portal's routes read it from the signed-in user and scope by
// it, so the column is what ownership is checked against. An incident's proveedor is the asset's
// owner when it was raised; a falla's days (from `fecha` to the day it was closed) are what the
// external EDP leaves out of the lessor's billing, with the incident as evidence.
import { ESTADOS_INCIDENTE, TIPOS_INCIDENTE, TIPOS_REPORT_ARRENDADOR } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  archivoColumns,
  archivoConstraints,
  busquedaColumn,
  creacionColumns,
  estadoColumns,
  folioIndexes,
  folioNumero,
  listedTable,
  oneOf,
  ownedTable,
  reference,
  sortIndexes,
} from './columns.ts'
import { obras } from './comercial.ts'
import { activos } from './operaciones.ts'
import { proveedores } from './proveedores.ts'

export const incidentesNumeroSeq = pgSequence('incidentes_numero_seq', { startWith: 1 })

export const incidentes = listedTable(
  'incidentes',
  busquedaColumn('descripcion'),
  {
    /** The sequential number of the folio `INC-000123`. */
    numero: folioNumero('incidentes_numero_seq'),
    proveedorId: reference('proveedor_id', () => proveedores.id),
    activoId: reference('activo_id', () => activos.id),
    /** The obra the asset was at, when it was at one. */
    obraId: uuid('obra_id').references(() => obras.id),
    /** The day it happened. */
    fecha: date('fecha').notNull(),
    tipo: text('tipo').notNull(),
    descripcion: text('descripcion').notNull(),
    ...estadoColumns('abierto'),
    /** Staff's closing comment, who closed it and when (all three exactly when cerrado). */
    comentarioCierre: text('comentario_cierre'),
    /** A usuarios.id without a foreign key, like every table's created_by (columns.ts). */
    cerradoPor: uuid('cerrado_por'),
    cerradoEn: timestamp('cerrado_en', { withTimezone: true }),
  },
  (table) => [
    ...folioIndexes('incidentes', table, {
      fecha: table.fecha,
      estado_fecha: [table.estado, table.fecha],
      proveedor_fecha: [table.proveedorId, table.fecha],
      activo_fecha: [table.activoId, table.fecha],
    }),
    oneOf('incidentes_tipo_valido', table.tipo, TIPOS_INCIDENTE),
    oneOf('incidentes_estado_valido', table.estado, ESTADOS_INCIDENTE),
    check(
      'incidentes_cierre_segun_estado',
      sql`(${table.estado} = 'cerrado') = (${table.comentarioCierre} is not null and ${table.cerradoPor} is not null and ${table.cerradoEn} is not null)`,
    ),
  ],
)

/**
 * The photos of an incident, never changed: the file lives in the file storage under
 * `incidentes/<proveedor id>/<uuid>` (uploaded by ticket before the incident exists, checked by
 * its bytes as every document's file: records/documentos/documento-archivo.ts).
 */
export const fotosIncidente = ownedTable(
  'fotos_incidente',
  { incidenteId: reference('incidente_id', () => incidentes.id) },
  { ...archivoColumns(), ...creacionColumns() },
  (table) => [
    index('fotos_incidente_incidente_idx').on(table.incidenteId, table.createdAt, table.id),
    ...archivoConstraints('fotos_incidente', table),
  ],
)

/** A lessor's own report: for now a trip of one of its trucks (tipo `viaje`). */
export const reportsArrendador = listedTable(
  'reports_arrendador',
  busquedaColumn('origen', 'destino', 'carga'),
  {
    proveedorId: reference('proveedor_id', () => proveedores.id),
    tipo: text('tipo').notNull().default('viaje'),
    activoId: reference('activo_id', () => activos.id),
    fecha: date('fecha').notNull(),
    origen: text('origen').notNull(),
    destino: text('destino').notNull(),
    /** Kilometres travelled, one decimal. */
    km: numeric('km', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    /** What it carried. */
    carga: text('carga').notNull(),
    /** The guía de despacho's folio the trip travelled with, when it had one. */
    guiaDespacho: integer('guia_despacho'),
    observaciones: text('observaciones'),
  },
  (table) => [
    ...sortIndexes('reports_arrendador', table, {
      fecha: table.fecha,
      km: table.km,
      proveedor_fecha: [table.proveedorId, table.fecha],
      activo_fecha: [table.activoId, table.fecha],
    }),
    oneOf('reports_arrendador_tipo_valido', table.tipo, TIPOS_REPORT_ARRENDADOR),
    check('reports_arrendador_km_no_negativo', sql`${table.km} >= 0`),
    check(
      'reports_arrendador_guia_positiva',
      sql`${table.guiaDespacho} is null or ${table.guiaDespacho} > 0`,
    ),
  ],
)
