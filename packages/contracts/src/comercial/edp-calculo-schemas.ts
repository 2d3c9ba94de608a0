// What the computation of an EDP (estado de pago) gives: its lines (their shape and evidence are
// shared vocabulary, ../common/edp-linea.ts, re-exported here), the billable stretch of each
// contract item, the totals in whole pesos and the problems that block the draft. The API stores
// and returns these shapes and the screens render them; the rules are in decision 060 and
// docs/domain.md ("How an EDP is computed").
import { z } from 'zod'
import {
  CODIGOS_PROBLEMA_EDP,
  type EdpActivo,
  type EdpLinea,
  ESTADOS_REPORT_EDP,
  type EstadoReportEdp,
  edpActivoSchema,
  edpDiaExcluidoSchema,
  edpLineaSchema,
  edpMovimientoEvidenciaSchema,
  type JornadaEdp,
  type MotivoDetencionEdp,
  UNIDADES_LINEA_EDP,
} from '../common/edp-linea.ts'
import { fechaSchema, textoObligatorio } from '../common/fields.ts'
import type { Periodo } from '../common/periodo.ts'
import { hasAtMostDecimals, monedaSchema } from '../money.ts'
import { descuentoPctSchema, tarifaSchema } from './item-fields.ts'

// The line and its evidence are shared with the lessor's portal: ../common/edp-linea.ts.
export * from '../common/edp-linea.ts'

// ---- a problem -----------------------------------------------------------------------------

/** Something wrong with the draft, naming what and where. */
export const edpProblemaSchema = z
  .object({
    codigo: z.enum(CODIGOS_PROBLEMA_EDP),
    /** A blocking problem keeps the draft from being sent to the obra. */
    bloqueante: z.boolean(),
    /** In Spanish, naming what and where: "Falta el valor UF del 31-01-2026…". */
    mensaje: z.string(),
    itemId: z.uuid().nullable(),
    activo: edpActivoSchema.nullable(),
    /** The day it concerns (the closing date, a report's day), if any. */
    fecha: z.string().nullable(),
    /** The report it concerns, if any. */
    report: z
      .object({ id: z.uuid(), folio: z.string(), estado: z.enum(ESTADOS_REPORT_EDP) })
      .nullable(),
  })
  .meta({ id: 'EdpProblema' })
export type EdpProblema = z.infer<typeof edpProblemaSchema>

// ---- an item's stretch on rent ---------------------------------------------------------------

/** Where a stretch's end came from. */
export const FUENTES_LIMITE_TRAMO = [
  /** A despacho, retiro or traslado movement (with its guía). */
  'movimiento',
  /** The contract item's fechaEntrega or fechaRetiro, for lack of a movement (a notice). */
  'contrato',
  /** The period's (or the contract's) own start or end: it was on rent before or after. */
  'periodo',
] as const

export const edpLimiteTramoSchema = z.object({
  fecha: z.string(),
  fuente: z.enum(FUENTES_LIMITE_TRAMO),
  /** The movement behind it, even when it happened before the period began. */
  movimiento: edpMovimientoEvidenciaSchema.nullable(),
})

/** One stretch of days on rent within the period, both ends included. */
export const edpTramoSchema = z.object({
  desde: edpLimiteTramoSchema,
  hasta: edpLimiteTramoSchema,
})
export type EdpTramo = z.infer<typeof edpTramoSchema>

/** Hours of an hour-billed item over its billable days. */
export const edpHorasItemSchema = z.object({
  /** Worked hours of its signed or validated reports on billable days. */
  reportadas: z.number().nonnegative(),
  /** Stand-by hours of those reports (billed only at a tarifa stand-by). */
  standBy: z.number().nonnegative(),
  /** The minimum prorated to the billable days (null without a minimum). */
  minimo: z.number().nonnegative().nullable(),
  /** Hours billed at the tarifa: max(reportadas, minimo − stand-by billed). */
  cobradas: z.number().nonnegative(),
})

/** What the computation found for one contract item over the period. */
export const edpItemCalculoSchema = z
  .object({
    itemId: z.uuid(),
    activo: edpActivoSchema,
    unidadCobro: z.enum(['hora', 'dia', 'mes']),
    /** Empty when the item was not on rent in the period. */
    tramos: z.array(edpTramoSchema),
    diasEnArriendo: z.number().int().nonnegative(),
    diasExcluidos: z.array(edpDiaExcluidoSchema),
    diasCobrables: z.number().int().nonnegative(),
    horas: edpHorasItemSchema.nullable(),
  })
  .meta({ id: 'EdpItemCalculo' })
export type EdpItemCalculo = z.infer<typeof edpItemCalculoSchema>

/** The valor UF an EDP used, with its date (the EDP's closing date). */
export const edpValorUfSchema = z.object({ fecha: z.string(), valor: z.number().positive() })
export type EdpValorUf = z.infer<typeof edpValorUfSchema>

/** Neto, IVA (19 % of the neto, rounded once) and total, in whole pesos. */
export const edpTotalesSchema = z.object({
  neto: z.number().int().nonnegative(),
  iva: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})
export type EdpTotales = z.infer<typeof edpTotalesSchema>

/** The whole computation of one contract over one period. */
export const edpCalculoSchema = z
  .object({
    moneda: monedaSchema,
    periodo: z.object({ desde: z.string(), hasta: z.string() }),
    /** Null for a CLP contract, or when the valor UF of the closing date is missing. */
    valorUf: edpValorUfSchema.nullable(),
    items: z.array(edpItemCalculoSchema),
    lineas: z.array(edpLineaSchema),
    /** Null only while a peso amount is unknown (a UF contract without its valor UF). */
    totales: edpTotalesSchema.nullable(),
    problemas: z.array(edpProblemaSchema),
    /** Whether any problem blocks the draft. */
    bloqueado: z.boolean(),
  })
  .meta({ id: 'EdpCalculo' })
export type EdpCalculo = z.infer<typeof edpCalculoSchema>

// ---- a manual line, as the editor adds it ----------------------------------------------------

/**
 * A line the editor adds by hand (a damage, an adjustment): what it bills, how much, at what
 * tarifa in the contract's moneda, and why (required). `lineaManual` turns it into a line.
 */
export const edpLineaManualInputSchema = z
  .object({
    id: z.uuid({ error: 'El identificador de la línea no es válido.' }).optional(),
    itemId: z.uuid({ error: 'El ítem no es válido.' }).nullish(),
    descripcion: textoObligatorio('la descripción de la línea', 300),
    motivo: textoObligatorio('el motivo de la línea manual', 500),
    cantidad: z
      .number({ error: 'Ingrese la cantidad.' })
      .positive({ error: 'La cantidad es mayor que cero.' })
      .max(999_999, { error: 'La cantidad es demasiado grande.' })
      .refine((value) => hasAtMostDecimals(value, 2), {
        error: 'La cantidad lleva como máximo 2 decimales.',
      }),
    unidad: z.enum(UNIDADES_LINEA_EDP, { error: 'Elija la unidad de la lista.' }),
    tarifa: tarifaSchema('la tarifa', 4),
    descuentoPct: descuentoPctSchema().default(0),
  })
  .meta({ id: 'EdpLineaManualInput' })
export type EdpLineaManualInput = z.input<typeof edpLineaManualInputSchema>

/** The period's ends as the computation takes them. */
export const edpPeriodoSchema = z.object({ desde: fechaSchema, hasta: fechaSchema })

// ---- the computation's input (plain data the API loads) ---------------------------------------

/** The contract's terms the computation reads. Every amount of a contract is in its moneda. */
export type EdpContratoInput = {
  id: string
  moneda: 'CLP' | 'UF'
  fechaInicio: string
  /** Null while open-ended. */
  fechaTermino: string | null
  /** Days stopped by rain (a report's clima stoppage, no worked hours) are not billed. */
  climaNoCobrable: boolean
  /** Per litre, in the contract's moneda; fuel is billed only when set. */
  precioCombustible: number | null
}

/** One contract item: one asset on rent, at its tarifa. */
export type EdpItemInput = {
  id: string
  activo: EdpActivo
  unidadCobro: 'hora' | 'dia' | 'mes'
  /** Null: the item has no tarifa (a blocking problem). */
  tarifa: number | null
  minimoHoras: number | null
  minimoPor: 'dia' | 'mes' | null
  tarifaStandBy: number | null
  /** 0–100, two decimals. */
  descuentoPct: number
  fleteIda: number
  fleteVuelta: number
  conOperador: boolean
  /** Per billable day; null: the operator is in the tarifa (or there is none). */
  tarifaOperador: number | null
  fechaEntrega: string
  fechaRetiro: string | null
  /**
   * The days its tarifa holds, both included (a lessor agreement's vigencia; decision 064): no
   * day outside them is billed. Absent for a contract item (the contract's start bounds it).
   */
  vigenciaDesde?: string
  vigenciaHasta?: string | null
}

/**
 * A movement of an item's asset. `haciaObra` says whether a traslado brought the asset to the
 * contract's obra (true) or took it away (false); a despacho always brings it, a retiro always
 * takes it away. Other tipos (the workshop's) are ignored.
 */
export type EdpMovimientoInput = {
  id: string
  activoId: string
  tipo: string
  /** A day or an instant; only its date (first ten characters) counts. */
  fecha: string
  guiaDespacho: number | null
  haciaObra?: boolean | null
}

/** A daily report of an item's asset at the contract's obra. */
export type EdpReportInput = {
  id: string
  folio: string
  activoId: string
  fecha: string
  jornada: JornadaEdp
  estado: EstadoReportEdp
  horasTrabajadas: number
  horasStandBy: number
  horasDetenidas: number
  motivoDetencion: MotivoDetencionEdp | null
  combustibleLitros: number | null
}

/** A day the contract agrees is not worked (a holiday, a shutdown of the obra). */
export type EdpDiaNoLaborableInput = { fecha: string; detalle: string }

/**
 * A lessor's falla incident on one of its assets (external EDPs; decision 064): the machine is
 * broken down from `desde` to `hasta` (both included; null while still open), so those days on
 * rent are not billed unless a signed report shows worked hours that day.
 */
export type EdpIncidenteInput = {
  id: string
  folio: string
  activoId: string
  desde: string
  hasta: string | null
  descripcion: string
}

export type EdpCalculoInput = {
  contrato: EdpContratoInput
  periodo: Periodo
  items: readonly EdpItemInput[]
  movimientos: readonly EdpMovimientoInput[]
  reports: readonly EdpReportInput[]
  diasNoLaborables?: readonly EdpDiaNoLaborableInput[]
  /** Falla incidents of the items' assets (the lessor's side only). */
  incidentes?: readonly EdpIncidenteInput[]
  /** The valor UF of the closing date (periodo.hasta); null when the table has none. */
  valorUf: EdpValorUf | null
  /** Lines the editor added by hand, kept as they are and added to the totals. */
  lineasManuales?: readonly EdpLinea[]
}
