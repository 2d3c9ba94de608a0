// The operations area's master data: the fleet the company rents. Brands, asset types (what a
// quotation prices: a tipo de activo is rented, a concrete activo is delivered), named fleets,
// the assets themselves and the documents an asset must carry (revisión técnica, SOAP…), whose
// files live in the file storage (src/storage/), not in the database.
//
// An asset's `estado`, `estado_desde` and `obra_actual_id` are not written by the asset's forms:
// they start `disponible` and change only through movements (`movimientos`, below), in the
// movement's transaction (docs/domain.md, "Activos" and "Movimientos"; decisions 019 and 027).

import {
  CATEGORIAS_TIPO_ACTIVO,
  ESTADOS_ACTIVO,
  LUGARES_MOVIMIENTO,
  TIPOS_DOCUMENTO_ACTIVO,
  TIPOS_MOVIMIENTO,
  UNIDADES_COBRO,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  businessTable,
  busquedaColumn,
  catalogoTable,
  collated,
  documentoColumns,
  documentoConstraints,
  documentoIndexes,
  estadoColumns,
  listedTable,
  nombreIndexes,
  oneOf,
  ownedTable,
  reference,
  sortIndexes,
  uniqueVigente,
  vigente,
} from './columns.ts'
import { obras } from './comercial.ts'
import { solicitudes } from './contratos.ts'
import { proveedores } from './proveedores.ts'

// "CAT" and "Cat" are the same brand.
export const marcas = listedTable(
  'marcas',
  busquedaColumn('nombre'),
  { nombre: text('nombre').notNull() },
  (table) => nombreIndexes('marcas', table),
)

export const tiposActivo = listedTable(
  'tipos_activo',
  busquedaColumn('nombre', 'descripcion'),
  {
    nombre: text('nombre').notNull(),
    categoria: text('categoria').notNull(),
    descripcion: text('descripcion'),
    /** How it is usually charged: by hour, day or month. */
    unidadCobroDefault: text('unidad_cobro_default').notNull(),
    /** The reference rate in CLP per unidadCobroDefault (whole pesos). */
    tarifaReferencia: integer('tarifa_referencia').notNull(),
    requiereOperador: boolean('requiere_operador').notNull().default(false),
  },
  (table) => [
    ...nombreIndexes('tipos_activo', table, {
      categoria: table.categoria,
      tarifa: table.tarifaReferencia,
    }),
    oneOf('tipos_activo_categoria_valida', table.categoria, CATEGORIAS_TIPO_ACTIVO),
    oneOf('tipos_activo_unidad_valida', table.unidadCobroDefault, UNIDADES_COBRO),
    check('tipos_activo_tarifa_no_negativa', sql`${table.tarifaReferencia} >= 0`),
  ],
)

export const flotas = catalogoTable('flotas')

export const activos = listedTable(
  'activos',
  busquedaColumn('codigo', 'numero_serie', 'patente', 'modelo'),
  {
    /** `EX-012`, upper case. */
    codigo: text('codigo').notNull(),
    tipoActivoId: reference('tipo_activo_id', () => tiposActivo.id),
    marcaId: reference('marca_id', () => marcas.id),
    modelo: text('modelo').notNull(),
    anio: integer('anio').notNull(),
    /** Normalised upper case without separators (`BCDF12`, `AB1234`); machines off-road have none. */
    patente: text('patente'),
    numeroSerie: text('numero_serie').notNull(),
    /** The hour meter, in hours with one decimal. */
    horometro: numeric('horometro', { precision: 10, scale: 1 }).notNull().default('0'),
    flotaId: uuid('flota_id').references(() => flotas.id),
    /** The lessor that owns it; null = the company's own (propio). */
    proveedorId: uuid('proveedor_id').references(() => proveedores.id),
    observaciones: text('observaciones'),
    // Written only by movements (logistics): where the asset is and since when.
    ...estadoColumns('disponible'),
    obraActualId: uuid('obra_actual_id').references(() => obras.id),
  },
  (table) => [
    uniqueVigente('activos_codigo_vigente_uq', table, table.codigo),
    // A serial number is the maker's: the same one twice is the same machine.
    uniqueVigente('activos_numero_serie_vigente_uq', table, sql`upper(${table.numeroSerie})`),
    uniqueIndex('activos_patente_vigente_uq')
      .on(table.patente)
      .where(sql`${table.eliminadoEn} is null and ${table.patente} is not null`),
    ...sortIndexes('activos', table, {
      codigo: table.codigo,
      modelo: collated(table.modelo),
      anio: table.anio,
      horometro: table.horometro,
      estado: table.estado,
      // Logistics sorts its list by since when the asset is where it is.
      estado_desde: table.estadoDesde,
      // A list filtered by tipo, marca, flota or owner reads its page in the default order
      // (código) from these, and counts it from them alone (docs/benchmarks/activos.md).
      tipo: [table.tipoActivoId, table.codigo],
      marca: [table.marcaId, table.codigo],
      flota: [table.flotaId, table.codigo],
      proveedor: [table.proveedorId, table.codigo],
    }),
    index('activos_obra_actual_idx').on(table.obraActualId).where(vigente(table)),
    oneOf('activos_estado_valido', table.estado, ESTADOS_ACTIVO),
    check('activos_codigo_mayusculas', sql`${table.codigo} = upper(${table.codigo})`),
    check('activos_anio_razonable', sql`${table.anio} between 1950 and 2100`),
    check('activos_horometro_no_negativo', sql`${table.horometro} >= 0`),
    check(
      'activos_patente_formato',
      sql`${table.patente} is null or ${table.patente} ~ '^([A-Z]{2}[0-9]{4}|[BCDFGHJKLPRSTVWXYZ]{4}[0-9]{2})$'`,
    ),
    // Only an asset reserved for, travelling to or at an obra has one.
    check(
      'activos_obra_segun_estado',
      sql`${table.obraActualId} is null or ${table.estado} in ('reservado', 'en-obra', 'en-traslado')`,
    ),
  ],
)

export const documentosActivo = businessTable(
  'documentos_activo',
  {
    activoId: reference('activo_id', () => activos.id),
    // Its storage keys are `activos/<activo id>/<uuid>`.
    ...documentoColumns(),
  },
  (table) => [
    ...documentoIndexes('documentos_activo', table, table.activoId),
    oneOf('documentos_activo_tipo_valido', table.tipo, TIPOS_DOCUMENTO_ACTIVO),
    ...documentoConstraints('documentos_activo', table),
  ],
)

// The asset's history of places, append-only: no updated_*, no eliminado_en, no version. A wrong
// movement is corrected by another one, so the history is what happened and the order in which it
// was recorded; `estado_resultante` keeps what each one left the asset in, for the integrity
// check (`movimientos:verificar`) and the history's readers.
export const movimientos = ownedTable(
  'movimientos',
  { activoId: reference('activo_id', () => activos.id) },
  {
    tipo: text('tipo').notNull(),
    /** When it happened (not when it was recorded: `created_at`). */
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    desdeLugar: text('desde_lugar').notNull(),
    desdeObraId: uuid('desde_obra_id').references(() => obras.id),
    hastaLugar: text('hasta_lugar').notNull(),
    hastaObraId: uuid('hasta_obra_id').references(() => obras.id),
    estadoResultante: text('estado_resultante').notNull(),
    /** The request this movement carries out, if any. */
    solicitudId: uuid('solicitud_id').references(() => solicitudes.id),
    /** The guía de despacho's folio, unique per issuer. */
    guiaDespacho: integer('guia_despacho'),
    /** The RUT of the guía's issuer (normalised, `76482150-5`): the company's own for now. */
    guiaEmisor: text('guia_emisor'),
    transportista: text('transportista'),
    responsable: text('responsable').notNull(),
    observaciones: text('observaciones'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A usuarios.id without a foreign key, like every table's created_by (columns.ts).
    createdBy: uuid('created_by'),
  },
  (table) => [
    // One asset's history in order, and the order the check folds it in.
    index('movimientos_activo_fecha_idx').on(table.activoId, table.fecha, table.id),
    index('movimientos_fecha_idx').on(table.fecha, table.id),
    index('movimientos_creado_idx').on(table.createdAt, table.id),
    // The history filtered by obra reads movements from it or to it.
    index('movimientos_desde_obra_idx')
      .on(table.desdeObraId, table.fecha, table.id)
      .where(sql`${table.desdeObraId} is not null`),
    index('movimientos_hasta_obra_idx')
      .on(table.hastaObraId, table.fecha, table.id)
      .where(sql`${table.hastaObraId} is not null`),
    index('movimientos_solicitud_idx')
      .on(table.solicitudId)
      .where(sql`${table.solicitudId} is not null`),
    // A folio is printed once by its issuer.
    uniqueIndex('movimientos_guia_uq')
      .on(table.guiaEmisor, table.guiaDespacho)
      .where(sql`${table.guiaDespacho} is not null`),
    oneOf('movimientos_tipo_valido', table.tipo, TIPOS_MOVIMIENTO),
    oneOf('movimientos_desde_lugar_valido', table.desdeLugar, LUGARES_MOVIMIENTO),
    oneOf('movimientos_hasta_lugar_valido', table.hastaLugar, LUGARES_MOVIMIENTO),
    oneOf('movimientos_estado_valido', table.estadoResultante, ESTADOS_ACTIVO),
    // An obra id exactly where the lugar is an obra.
    check(
      'movimientos_desde_obra_segun_lugar',
      sql`(${table.desdeLugar} = 'obra') = (${table.desdeObraId} is not null)`,
    ),
    check(
      'movimientos_hasta_obra_segun_lugar',
      sql`(${table.hastaLugar} = 'obra') = (${table.hastaObraId} is not null)`,
    ),
    // Goods between sites travel with a guía: the constraint trigger `movimientos_guia_segun_tipo`
    // (migration 0018, decision 091) checks it at commit, since a despacho recorded with its guía
    // electrónica gets the folio later in its transaction. A guía has its issuer.
    check(
      'movimientos_guia_con_emisor',
      sql`(${table.guiaDespacho} is null) = (${table.guiaEmisor} is null)`,
    ),
    check(
      'movimientos_guia_positiva',
      sql`${table.guiaDespacho} is null or ${table.guiaDespacho} > 0`,
    ),
  ],
)
