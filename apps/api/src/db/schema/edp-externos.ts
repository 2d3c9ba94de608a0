// The lessor side of the estados de pago (decision 064): what the company pays a lessor
// (proveedor) for its machines — the lessor's agreements (acuerdos de arriendo: per proveedor and
// optionally per obra, each asset with its tarifa, unit, minimum, moneda and vigencia) — and the
// external EDPs computed from them (`EDPE-000001`: one per obra, proveedor and period), their lines
// (as the computation returned them with their evidence, or typed by staff with a reason), their
// history, their previous revisions (read-only) and the lessor's adjustment requests.
//
// Amounts: like the client's EDP, an external EDP is in pesos (UF lines converted at the valor UF
// of the closing date and rounded per line), so neto, IVA, total and every monto are whole pesos.
import {
  ACCIONES_EDP_EXTERNO,
  ARCHIVO_MAX_BYTES,
  ESTADOS_EDP_EXTERNO,
  ESTADOS_SOLICITUD_AJUSTE,
  monedas,
  ORIGENES_EDP_EXTERNO,
  TIPOS_ARCHIVO_DOCUMENTO,
  UNIDADES_COBRO,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  businessTable,
  estadoColumns,
  folioIndexes,
  folioNumero,
  inList,
  inOrder,
  listedTable,
  oneOf,
  ownedTable,
  reference,
  sortIndexes,
  vigente,
} from './columns.ts'
import { obras } from './comercial.ts'
import { activos } from './operaciones.ts'
import { proveedores } from './proveedores.ts'
import {
  historialTable,
  lineasTable,
  pesos,
  revisionesTable,
  totalesColumns,
  totalesConstraints,
} from './statement-columns.ts'
import { usuarios } from './usuarios.ts'

/**
 * A lessor agreement: what the company pays one proveedor for its assets, at every obra (`obraId`
 * null) or at one (which then wins over the general one for that obra). Its assets are its `items`
 * in the records mechanism.
 */
export const acuerdosArriendo = businessTable(
  'acuerdos_arriendo',
  {
    proveedorId: reference('proveedor_id', () => proveedores.id),
    /** Null: the agreement holds at every obra. */
    obraId: uuid('obra_id').references(() => obras.id),
    observaciones: text('observaciones'),
  },
  (table) => [
    // One agreement per proveedor and obra (and one general one): an asset's tariff is never two.
    uniqueIndex('acuerdos_arriendo_proveedor_obra_uq')
      .on(
        table.proveedorId,
        sql`coalesce(${table.obraId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(vigente(table)),
    ...sortIndexes('acuerdos_arriendo', table, { creado: table.createdAt }),
  ],
)

/**
 * One asset of an agreement: its tarifa per unit in its moneda, the minimum of hours (per day or per
 * month, as the client's contract says it) and the days it holds (both included; open-ended
 * without `vigenciaHasta`). Rewritten with its agreement, kept before and after in its audit entries.
 */
export const acuerdoArriendoActivos = ownedTable(
  'acuerdo_arriendo_activos',
  { acuerdoId: reference('acuerdo_id', () => acuerdosArriendo.id) },
  {
    activoId: reference('activo_id', () => activos.id),
    posicion: integer('posicion').notNull(),
    tarifa: numeric('tarifa', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    unidadCobro: text('unidad_cobro').notNull(),
    minimoHoras: numeric('minimo_horas', { precision: 8, scale: 2, mode: 'number' }),
    /** `dia` or `mes`: what the minimum is counted per (only with a minimum). */
    minimoPor: text('minimo_por'),
    moneda: text('moneda').notNull(),
    vigenciaDesde: date('vigencia_desde').notNull(),
    vigenciaHasta: date('vigencia_hasta'),
  },
  (table) => [
    uniqueIndex('acuerdo_arriendo_activos_posicion_uq').on(table.acuerdoId, table.posicion),
    index('acuerdo_arriendo_activos_activo_idx').on(table.activoId, table.vigenciaDesde),
    oneOf('acuerdo_arriendo_activos_unidad_valida', table.unidadCobro, UNIDADES_COBRO),
    oneOf('acuerdo_arriendo_activos_moneda_valida', table.moneda, monedas),
    oneOf(
      'acuerdo_arriendo_activos_minimo_por_valido',
      table.minimoPor,
      ['dia', 'mes'],
      'optional',
    ),
    check(
      'acuerdo_arriendo_activos_minimo_con_periodo',
      sql`(${table.minimoHoras} is null) = (${table.minimoPor} is null) and (${table.minimoHoras} is null or ${table.minimoHoras} > 0)`,
    ),
    check('acuerdo_arriendo_activos_tarifa_no_negativa', sql`${table.tarifa} >= 0`),
    inOrder('acuerdo_arriendo_activos_vigencia_en_orden', table.vigenciaDesde, table.vigenciaHasta),
  ],
)

export const edpsExternosNumeroSeq = pgSequence('edps_externos_numero_seq', { startWith: 1 })

export const edpsExternos = listedTable(
  'edps_externos',
  text('busqueda').generatedAlwaysAs(sql`'edpe-' || lpad("numero"::text, 6, '0')`),
  {
    /** The sequential number of the folio `EDPE-000001`. */
    numero: folioNumero('edps_externos_numero_seq'),
    obraId: reference('obra_id', () => obras.id),
    proveedorId: reference('proveedor_id', () => proveedores.id),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin').notNull(),
    ...estadoColumns('borrador'),
    /** 1 at creation; each accepted adjustment starts the next (the previous kept read-only). */
    revision: integer('revision').notNull().default(1),
    /** Converted at the valor UF of the closing date (fecha_fin). */
    ...totalesColumns(),
    /** What the last computation found besides its lines (stretches, days, notices). */
    calculo: jsonb('calculo').notNull(),
  },
  (table) => [
    ...folioIndexes(
      'edps_externos',
      table,
      { periodo: [table.fechaInicio], total: table.total },
      { estado: table.estado, obra: table.obraId, proveedor: table.proveedorId },
    ),
    uniqueIndex('edps_externos_obra_proveedor_inicio_uq')
      .on(table.obraId, table.proveedorId, table.fechaInicio)
      .where(vigente(table)),
    oneOf('edps_externos_estado_valido', table.estado, ESTADOS_EDP_EXTERNO),
    inOrder('edps_externos_periodo_en_orden', table.fechaInicio, table.fechaFin),
    ...totalesConstraints('edps_externos', table),
  ],
)

/**
 * A line of the current revision: the computation's `EdpLinea` whole in `linea` (with its
 * evidence: movements with their guía, reports, excluded days — a falla incident among them), or a
 * manual one with its `motivo`. The EDP's `items` in the records mechanism.
 */
export const edpExternoLineas = lineasTable(
  'edp_externo_lineas',
  { edpExternoId: reference('edp_externo_id', () => edpsExternos.id) },
  {
    /** The asset it pays for (null for a manual line not about one asset). */
    activoId: uuid('activo_id').references(() => activos.id),
  },
  (table) => [index('edp_externo_lineas_activo_idx').on(table.activoId)],
)

/** Every entry of an external EDP's history, append-only: who, when, what, the comment. */
export const edpExternoHistorial = historialTable(
  'edp_externo_historial',
  { edpExternoId: reference('edp_externo_id', () => edpsExternos.id) },
  { acciones: ACCIONES_EDP_EXTERNO, estados: ESTADOS_EDP_EXTERNO, origenes: ORIGENES_EDP_EXTERNO },
  {
    /** The adjustment request the entry answers or records, if any. */
    solicitudAjusteId: uuid('solicitud_ajuste_id'),
  },
)

/**
 * A previous revision, read-only: the lines and totals the lessor saw, kept when an accepted
 * adjustment starts the next one.
 */
export const edpExternoRevisiones = revisionesTable(
  'edp_externo_revisiones',
  { edpExternoId: reference('edp_externo_id', () => edpsExternos.id) },
  {
    /** Why it was closed: the accepted adjustment's folio and motivo. */
    motivo: text('motivo'),
  },
)

export const solicitudesAjusteNumeroSeq = pgSequence('solicitudes_ajuste_numero_seq', {
  startWith: 1,
})

/**
 * A lessor's request to adjust one line of an emitted external EDP (`AJU-000001`): the amount it
 * asks for, why, and optionally a file (through the files mechanism: the storage key the server
 * generated, checked by its bytes). Staff accept it (the EDP's next revision) or reject it with a
 * reason (`respuesta`).
 */
export const solicitudesAjuste = businessTable(
  'solicitudes_ajuste',
  {
    numero: folioNumero('solicitudes_ajuste_numero_seq'),
    proveedorId: reference('proveedor_id', () => proveedores.id),
    edpExternoId: reference('edp_externo_id', () => edpsExternos.id),
    /** The revision it was raised on, and the line as the lessor saw it. */
    revision: integer('revision').notNull(),
    lineaId: text('linea_id').notNull(),
    lineaDescripcion: text('linea_descripcion').notNull(),
    lineaMonto: pesos('linea_monto').notNull(),
    motivo: text('motivo').notNull(),
    /** What the lessor says the line should be, in whole pesos. */
    montoSolicitado: pesos('monto_solicitado').notNull(),
    archivoClave: text('archivo_clave'),
    archivoNombre: text('archivo_nombre'),
    archivoTipo: text('archivo_tipo'),
    archivoBytes: integer('archivo_bytes'),
    ...estadoColumns('pendiente'),
    respuesta: text('respuesta'),
    respondidaPor: uuid('respondida_por').references(() => usuarios.id),
  },
  (table) => [
    uniqueIndex('solicitudes_ajuste_numero_uq').on(table.numero),
    uniqueIndex('solicitudes_ajuste_archivo_uq').on(table.archivoClave),
    index('solicitudes_ajuste_edp_idx').on(table.edpExternoId, table.estado).where(vigente(table)),
    ...sortIndexes('solicitudes_ajuste', table, {
      proveedor: [table.proveedorId, table.numero],
    }),
    oneOf('solicitudes_ajuste_estado_valido', table.estado, ESTADOS_SOLICITUD_AJUSTE),
    check('solicitudes_ajuste_monto_no_negativo', sql`${table.montoSolicitado} >= 0`),
    check(
      'solicitudes_ajuste_rechazo_con_respuesta',
      sql`${table.estado} <> 'rechazada' or ${table.respuesta} is not null`,
    ),
    check(
      'solicitudes_ajuste_archivo_completo',
      sql`(${table.archivoClave} is null) = (${table.archivoNombre} is null) and (${table.archivoClave} is null) = (${table.archivoTipo} is null) and (${table.archivoClave} is null) = (${table.archivoBytes} is null)`,
    ),
    check(
      'solicitudes_ajuste_archivo_valido',
      sql`${table.archivoClave} is null or (${inList(table.archivoTipo, TIPOS_ARCHIVO_DOCUMENTO)} and ${table.archivoBytes} > 0 and ${table.archivoBytes} <= ${sql.raw(String(ARCHIVO_MAX_BYTES))})`,
    ),
  ],
)
