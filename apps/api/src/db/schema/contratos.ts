// The commercial business's documents: quotations (cotizaciones) with their items, the contracts
// they become with one item per delivered asset, and the requests (solicitudes) that change a
// contract or ask for a new rental (docs/domain.md, "Cotizaciones, contratos y solicitudes").
//
// Folios come from sequences: `nextval` is atomic and never hands out a number twice, even to
// concurrent transactions or after a rollback (which leaves a gap, never a repeat), so two
// quotations created at once get two numbers and a deleted one's number is never reused.
//
// Amounts are numeric(16,4): a CLP amount has no decimals, a UF one up to four; the values are
// computed by the contracts' amounts module (cotizacion-montos.ts), never by SQL arithmetic.
import {
  ESTADOS_CONTRATO,
  ESTADOS_COTIZACION,
  ESTADOS_SOLICITUD,
  monedas,
  ORIGENES_SOLICITUD,
  PERIODOS_MINIMO,
  TIPOS_SOLICITUD,
  UNIDADES_COBRO,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { foldedColumns } from '../search-text.ts'
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
  rechazoConMotivo,
  reference,
  vigente,
} from './columns.ts'
import { obras, razonesSociales } from './comercial.ts'
import { activos, tiposActivo } from './operaciones.ts'
import { usuarios } from './usuarios.ts'

/**
 * The search column of a numbered document: its folio (`cot-000123`, as `folioDe` writes it,
 * folded) and its texts. A generated column cannot read another, so the folio is spelt out here.
 */
const busquedaConFolio = (prefijo: string, ...columns: string[]) =>
  text('busqueda').generatedAlwaysAs(
    sql`'${sql.raw(prefijo)}-' || lpad("numero"::text, 6, '0') || ' ' || ${foldedColumns(...columns)}`,
  )

/**
 * A client's document's (a quotation's, a contract's) indexes — its folio's, by `sorts`, and by
 * estado, razón social or obra, each then by folio — and its estado's and moneda's rules.
 */
const documentoDeCliente = (
  name: string,
  table: Parameters<typeof folioIndexes>[1] & {
    estado: AnyPgColumn
    razonSocialId: AnyPgColumn
    obraId: AnyPgColumn
    moneda: AnyPgColumn
  },
  sorts: Parameters<typeof folioIndexes>[2],
  estados: readonly string[],
) => [
  ...folioIndexes(name, table, sorts, {
    estado: table.estado,
    razon_social: table.razonSocialId,
    obra: table.obraId,
  }),
  oneOf(`${name}_estado_valido`, table.estado, estados),
  oneOf(`${name}_moneda_valida`, table.moneda, monedas),
]

const monto = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' })

/**
 * What a quotation's item and the contract item it becomes both carry after their tariff: the
 * freight each way, whether it goes with an operator, and its discount.
 */
const fletesYDescuento = () => ({
  fleteIda: monto('flete_ida').notNull().default(0),
  fleteVuelta: monto('flete_vuelta').notNull().default(0),
  conOperador: boolean('con_operador').notNull().default(false),
  /** The item's discount on what its rent bills (the EDP's line discount), 0–100 %. */
  descuentoPct: numeric('descuento_pct', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
})

export const cotizacionesNumeroSeq = pgSequence('cotizaciones_numero_seq', { startWith: 1 })

export const cotizaciones = listedTable(
  'cotizaciones',
  busquedaConFolio('cot', 'condiciones'),
  {
    /** The sequential number of the folio `COT-000123`. */
    numero: folioNumero('cotizaciones_numero_seq'),
    razonSocialId: reference('razon_social_id', () => razonesSociales.id),
    obraId: reference('obra_id', () => obras.id),
    fecha: date('fecha').notNull(),
    validezDias: integer('validez_dias').notNull(),
    moneda: text('moneda').notNull(),
    condiciones: text('condiciones'),
    ...estadoColumns('borrador'),
    motivoRechazo: text('motivo_rechazo'),
    // The amounts of its items, stored at every write by the amounts module so the list can show
    // and sort by them; the items remain the truth (a write recomputes them).
    neto: monto('neto').notNull().default(0),
    iva: monto('iva').notNull().default(0),
    total: monto('total').notNull().default(0),
  },
  (table) => [
    ...documentoDeCliente(
      'cotizaciones',
      table,
      { fecha: table.fecha, total: table.total },
      ESTADOS_COTIZACION,
    ),
    check('cotizaciones_validez_positiva', sql`${table.validezDias} between 1 and 365`),
    rechazoConMotivo('cotizaciones', table),
    check(
      'cotizaciones_montos_no_negativos',
      sql`${table.neto} >= 0 and ${table.iva} >= 0 and ${table.total} = ${table.neto} + ${table.iva}`,
    ),
  ],
)

/**
 * A quotation's item: a tipo de activo (not yet a concrete asset), how many, how it is charged and
 * for how long. Items belong to their quotation: they are replaced with it while borrador (the
 * quotation's audit entry keeps them before and after), not soft-deleted one by one.
 */
export const cotizacionItems = ownedTable(
  'cotizacion_items',
  { cotizacionId: reference('cotizacion_id', () => cotizaciones.id) },
  {
    /** Its place in the quotation (0, 1, 2…), as typed. */
    posicion: integer('posicion').notNull(),
    tipoActivoId: reference('tipo_activo_id', () => tiposActivo.id),
    descripcion: text('descripcion'),
    cantidad: integer('cantidad').notNull(),
    unidadCobro: text('unidad_cobro').notNull(),
    tarifa: monto('tarifa').notNull(),
    periodoEstimado: numeric('periodo_estimado', { precision: 10, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    ...fletesYDescuento(),
  },
  (table) => [
    uniqueIndex('cotizacion_items_posicion_uq').on(table.cotizacionId, table.posicion),
    index('cotizacion_items_tipo_idx').on(table.tipoActivoId),
    oneOf('cotizacion_items_unidad_valida', table.unidadCobro, UNIDADES_COBRO),
    check('cotizacion_items_cantidad_positiva', sql`${table.cantidad} >= 1`),
    check(
      'cotizacion_items_montos_no_negativos',
      sql`${table.tarifa} >= 0 and ${table.periodoEstimado} >= 0 and ${table.fleteIda} >= 0 and ${table.fleteVuelta} >= 0`,
    ),
    check('cotizacion_items_descuento_rango', sql`${table.descuentoPct} between 0 and 100`),
  ],
)

export const contratosNumeroSeq = pgSequence('contratos_numero_seq', { startWith: 1 })

export const contratos = listedTable(
  'contratos',
  busquedaConFolio('con', 'orden_compra'),
  {
    numero: folioNumero('contratos_numero_seq'),
    /** The quotation it was passed from; one contract per quotation. */
    cotizacionId: uuid('cotizacion_id').references(() => cotizaciones.id),
    razonSocialId: reference('razon_social_id', () => razonesSociales.id),
    obraId: reference('obra_id', () => obras.id),
    moneda: text('moneda').notNull(),
    ordenCompra: text('orden_compra'),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaTermino: date('fecha_termino'),
    estado: text('estado').notNull().default('vigente'),
    condiciones: text('condiciones'),
    /** The EDP does not bill the days the machine stood still for rain (`clima`); agreed per contract. */
    climaNoCobrable: boolean('clima_no_cobrable').notNull().default(true),
    /** Pesos or UF per litre of fuel the reports record; null = fuel is not billed. */
    precioCombustible: monto('precio_combustible'),
  },
  (table) => [
    // A second pasar-contrato of one quotation breaks this even if every other check were missed.
    uniqueIndex('contratos_cotizacion_uq').on(table.cotizacionId).where(vigente(table)),
    ...documentoDeCliente(
      'contratos',
      table,
      { fecha_inicio: table.fechaInicio, fecha_termino: table.fechaTermino },
      ESTADOS_CONTRATO,
    ),
    inOrder('contratos_fechas_en_orden', table.fechaInicio, table.fechaTermino),
    check(
      'contratos_precio_combustible_no_negativo',
      sql`${table.precioCombustible} is null or ${table.precioCombustible} >= 0`,
    ),
  ],
)

/**
 * One asset on a contract: delivered on fechaEntrega, withdrawn on fechaRetiro (null while it is
 * still on rent). Only logistics (completing a request) adds items or sets fechaRetiro.
 */
export const contratoItems = businessTable(
  'contrato_items',
  {
    contratoId: reference('contrato_id', () => contratos.id),
    activoId: reference('activo_id', () => activos.id),
    /** The quotation item it came from (null for items added later by an adición). */
    cotizacionItemId: uuid('cotizacion_item_id').references(() => cotizacionItems.id),
    tarifa: monto('tarifa').notNull(),
    unidadCobro: text('unidad_cobro').notNull(),
    /** Hour-billed items: the hours billed at least, per day or per month. */
    minimoHoras: numeric('minimo_horas', { precision: 6, scale: 1, mode: 'number' }),
    minimoPor: text('minimo_por'),
    tarifaStandBy: monto('tarifa_stand_by'),
    ...fletesYDescuento(),
    /** The operator's charge per billable day, when the item is rented with one; null = none. */
    tarifaOperador: monto('tarifa_operador'),
    fechaEntrega: date('fecha_entrega').notNull(),
    fechaRetiro: date('fecha_retiro'),
  },
  (table) => [
    index('contrato_items_contrato_idx').on(table.contratoId).where(vigente(table)),
    // What commits an asset: its items, by dates (pasar-contrato's availability check).
    index('contrato_items_activo_idx').on(table.activoId, table.fechaEntrega).where(vigente(table)),
    oneOf('contrato_items_unidad_valida', table.unidadCobro, UNIDADES_COBRO),
    check(
      'contrato_items_minimo_valido',
      sql`(${table.minimoHoras} is null) = (${table.minimoPor} is null) and (${table.minimoPor} is null or (${table.unidadCobro} = 'hora' and ${inList(table.minimoPor, PERIODOS_MINIMO)} and ${table.minimoHoras} > 0))`,
    ),
    check(
      'contrato_items_montos_no_negativos',
      sql`${table.tarifa} >= 0 and ${table.fleteIda} >= 0 and ${table.fleteVuelta} >= 0 and (${table.tarifaStandBy} is null or ${table.tarifaStandBy} >= 0)`,
    ),
    inOrder('contrato_items_fechas_en_orden', table.fechaEntrega, table.fechaRetiro),
    check('contrato_items_descuento_rango', sql`${table.descuentoPct} between 0 and 100`),
    check(
      'contrato_items_tarifa_operador_no_negativa',
      sql`${table.tarifaOperador} is null or ${table.tarifaOperador} >= 0`,
    ),
  ],
)

export const solicitudesNumeroSeq = pgSequence('solicitudes_numero_seq', { startWith: 1 })

export const solicitudes = listedTable(
  'solicitudes',
  busquedaConFolio('sol', 'comentarios'),
  {
    numero: folioNumero('solicitudes_numero_seq'),
    tipo: text('tipo').notNull(),
    origen: text('origen').notNull(),
    obraId: reference('obra_id', () => obras.id),
    /** The contract it changes; null for a new rental (arriendo) asked by a site client. */
    contratoId: uuid('contrato_id').references(() => contratos.id),
    ...estadoColumns('pendiente'),
    /** The day the change is wanted (delivery, swap, withdrawal or closing). */
    fechaRequerida: date('fecha_requerida').notNull(),
    comentarios: text('comentarios'),
    motivoRechazo: text('motivo_rechazo'),
    /** The user who raised it (a site client or commercial staff). */
    solicitanteId: uuid('solicitante_id').references(() => usuarios.id),
  },
  (table) => [
    ...folioIndexes(
      'solicitudes',
      table,
      { fecha_requerida: table.fechaRequerida },
      { estado: table.estado, tipo: table.tipo, obra: table.obraId },
    ),
    index('solicitudes_contrato_idx').on(table.contratoId).where(vigente(table)),
    oneOf('solicitudes_tipo_valido', table.tipo, TIPOS_SOLICITUD),
    oneOf('solicitudes_origen_valido', table.origen, ORIGENES_SOLICITUD),
    oneOf('solicitudes_estado_valido', table.estado, ESTADOS_SOLICITUD),
    check(
      'solicitudes_contrato_segun_tipo',
      sql`(${table.tipo} = 'arriendo') = (${table.contratoId} is null)`,
    ),
    rechazoConMotivo('solicitudes', table),
  ],
)

/**
 * What a request is about: for arriendo and adición, a tipo de activo and a cantidad; for cambio,
 * retiro parcial and cierre, a contract item (its asset), and for a cambio the tipo wanted instead.
 */
export const solicitudItems = ownedTable(
  'solicitud_items',
  { solicitudId: reference('solicitud_id', () => solicitudes.id) },
  {
    posicion: integer('posicion').notNull(),
    tipoActivoId: uuid('tipo_activo_id').references(() => tiposActivo.id),
    cantidad: integer('cantidad'),
    contratoItemId: uuid('contrato_item_id').references(() => contratoItems.id),
    unidadCobro: text('unidad_cobro'),
    tarifa: monto('tarifa'),
    conOperador: boolean('con_operador').notNull().default(false),
    descripcion: text('descripcion'),
  },
  (table) => [
    uniqueIndex('solicitud_items_posicion_uq').on(table.solicitudId, table.posicion),
    index('solicitud_items_contrato_item_idx').on(table.contratoItemId),
    check(
      'solicitud_items_algo_pedido',
      sql`${table.contratoItemId} is not null or (${table.tipoActivoId} is not null and ${table.cantidad} >= 1)`,
    ),
    oneOf('solicitud_items_unidad_valida', table.unidadCobro, UNIDADES_COBRO, 'optional'),
    check(
      'solicitud_items_tarifa_no_negativa',
      sql`${table.tarifa} is null or ${table.tarifa} >= 0`,
    ),
  ],
)
