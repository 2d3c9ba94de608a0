// Estados de pago (EDP): the monthly statement of what a client owes per contract, its lines (as the
// computation returned them with their evidence, or typed by staff with a reason), its history
// (every creation, edit and transition: who, when, the comment, whether staff recorded the site's
// answer) and its revisions (each previous revision as the site saw it, read-only, with what the
// site observed). docs/domain.md, "Estados de pago"; decision 061.
//
// One EDP per contract and period: an overlapping period is refused under the contract's row lock
// (create-edp.ts), and two EDPs of one contract starting the same day break
// `edps_contrato_desde_uq` even if a check were ever missed.
//
// Amounts: the EDP is billed in pesos (UF lines converted at the valor UF of the closing date and
// rounded per line), so neto, IVA, total and every line's monto are whole pesos.
import { ACCIONES_EDP, ESTADOS_EDP, monedas, ORIGENES_EDP } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { foldedColumns } from '../search-text.ts'
import {
  estadoColumns,
  folioIndexes,
  folioNumero,
  inOrder,
  listedTable,
  oneOf,
  reference,
  vigente,
} from './columns.ts'
import { obras, razonesSociales } from './comercial.ts'
import { contratoItems, contratos } from './contratos.ts'
import {
  historialTable,
  lineasTable,
  revisionesTable,
  totalesColumns,
  totalesConstraints,
} from './statement-columns.ts'

export const edpsNumeroSeq = pgSequence('edps_numero_seq', { startWith: 1 })

export const edps = listedTable(
  'edps',
  text('busqueda').generatedAlwaysAs(
    sql`'edp-' || lpad("numero"::text, 6, '0') || ' ' || ${foldedColumns('orden_compra', 'hes')}`,
  ),
  {
    /** The sequential number of the folio `EDP-000001`. */
    numero: folioNumero('edps_numero_seq'),
    contratoId: reference('contrato_id', () => contratos.id),
    /** The contract's obra and razón social, kept so the list filters and sorts by them. */
    obraId: reference('obra_id', () => obras.id),
    razonSocialId: reference('razon_social_id', () => razonesSociales.id),
    periodoDesde: date('periodo_desde').notNull(),
    periodoHasta: date('periodo_hasta').notNull(),
    ...estadoColumns('revision-comercial-1'),
    /** 1 at creation; each reenviar starts the next (the previous kept in edp_revisiones). */
    revision: integer('revision').notNull().default(1),
    /** The contract's moneda (its tariffs'); the amounts are pesos whatever it is. */
    moneda: text('moneda').notNull(),
    /** Converted at the valor UF of the closing date (periodo_hasta). */
    ...totalesColumns(),
    ordenCompra: text('orden_compra'),
    hes: text('hes'),
    /**
     * What the last computation found besides its lines: each item's stretches on rent, days and
     * hours, and the problems that do not block (a delivery without its guía…), as it returned them.
     */
    calculo: jsonb('calculo').notNull(),
  },
  (table) => [
    ...folioIndexes(
      'edps',
      table,
      { periodo: [table.periodoDesde], total: table.total },
      { estado: table.estado, obra: table.obraId, razon_social: table.razonSocialId },
    ),
    uniqueIndex('edps_contrato_desde_uq')
      .on(table.contratoId, table.periodoDesde)
      .where(vigente(table)),
    index('edps_contrato_idx').on(table.contratoId, table.periodoDesde).where(vigente(table)),
    oneOf('edps_estado_valido', table.estado, ESTADOS_EDP),
    oneOf('edps_moneda_valida', table.moneda, monedas),
    inOrder('edps_periodo_en_orden', table.periodoDesde, table.periodoHasta),
    ...totalesConstraints('edps', table),
  ],
)

/**
 * A line of the current revision, as the computation returned it (`linea`: the EdpLinea whole, with
 * its evidence — movements with their guía, the reports summed, each excluded day and its proof) or
 * as staff typed it (`manual`, with its `motivo`). `tipo`, `monto` and the item are kept as
 * columns too, for the totals and what reads lines without their evidence. Lines belong to their
 * EDP: rewritten with it, kept before and after in each of its audit entries.
 */
export const edpLineas = lineasTable(
  'edp_lineas',
  { edpId: reference('edp_id', () => edps.id) },
  {
    /** The contract item it bills (null for a manual line not about one item). */
    contratoItemId: uuid('contrato_item_id').references(() => contratoItems.id),
  },
  (table) => [index('edp_lineas_contrato_item_idx').on(table.contratoItemId)],
)

/**
 * Every entry of an EDP's history, newest last: its creation, its edits and each transition, with
 * who, when, the comment, and for the site's answers whether the site gave it (`cliente`) or staff
 * recorded it (`comercial`). Append-only: never changed, never deleted.
 */
export const edpHistorial = historialTable(
  'edp_historial',
  { edpId: reference('edp_id', () => edps.id) },
  { acciones: ACCIONES_EDP, estados: ESTADOS_EDP, origenes: ORIGENES_EDP },
  {
    /** An observation's per-line comments: `[{ lineaId, posicion, descripcion, comentario }]`. */
    observacionesLineas: jsonb('observaciones_lineas'),
  },
  (table) => [
    check(
      'edp_historial_observacion_con_comentario',
      sql`${table.accion} <> 'observar' or ${table.comentario} is not null`,
    ),
  ],
)

/**
 * A previous revision, read-only: the lines and totals the site saw, and what it observed, kept
 * when staff resend the EDP as the next revision. Its `lineas` as they were: `[{ posicion, origen,
 * concepto, descripcion, monto, … }]`.
 */
export const edpRevisiones = revisionesTable(
  'edp_revisiones',
  { edpId: reference('edp_id', () => edps.id) },
  {
    /** The site's observation that closed it: comment and per-line comments. */
    observacion: text('observacion'),
    observacionesLineas: jsonb('observaciones_lineas'),
  },
)
