// What the computation of an EDP (estado de pago) gives: its lines, each with the evidence it was
// computed from (the movements with their guía folio, the reports it summed, every excluded day
// with its reason and proof), the billable stretch of each contract item, the totals in whole
// pesos and the problems that block the draft. The API stores and returns these shapes and the
// screens render them; the rules are in decision 060 and docs/domain.md ("How an EDP is computed").
//
// The report and movement vocabularies it reads (a report's estado, jornada and motivo de
// detención, a movement's tipo) are HR's and operations', declared once in ../common/vocabulary.ts
// since an area of contracts imports no other (decision 042); the computation's names for them
// (`…_EDP`) are those lists.
import { z } from 'zod'
import { fechaSchema, textoObligatorio } from '../common/fields.ts'
import {
  ESTADOS_REPORT,
  type EstadoReport,
  JORNADAS,
  type Jornada,
  MOTIVOS_DETENCION,
  type MotivoDetencion,
  TIPOS_MOVIMIENTO_CON_GUIA,
  vocabulary,
} from '../common/vocabulary.ts'
import { hasAtMostDecimals, monedaSchema } from '../money.ts'
import { DESCUENTO_DECIMALES, DESCUENTO_MAXIMO } from './cotizacion-montos.ts'
import { MONTO_MAXIMO } from './item-fields.ts'

// ---- vocabularies ----------------------------------------------------------------------------

/** What a line bills. Fletes, operator and fuel are lines of their own, after the rental's. */
export const [TIPOS_LINEA_EDP, TIPO_LINEA_EDP_LABEL] = vocabulary({
  arriendo: 'Arriendo',
  'stand-by': 'Stand-by',
  'flete-ida': 'Flete de ida',
  'flete-vuelta': 'Flete de vuelta',
  operador: 'Operador',
  combustible: 'Combustible',
  manual: 'Línea manual',
})
export type TipoLineaEdp = (typeof TIPOS_LINEA_EDP)[number]

/** The unit a line's cantidad (and its tarifa) is counted in. */
export const [UNIDADES_LINEA_EDP, UNIDAD_LINEA_EDP_LABEL] = vocabulary({
  hora: 'Hora',
  dia: 'Día',
  mes: 'Mes',
  litro: 'Litro',
  viaje: 'Viaje',
  unidad: 'Unidad',
})
export type UnidadLineaEdp = (typeof UNIDADES_LINEA_EDP)[number]

/** Why a day on rent is not billed. */
export const [MOTIVOS_DIA_NO_COBRABLE, MOTIVO_DIA_NO_COBRABLE_LABEL] = vocabulary({
  falla: 'Equipo en falla',
  clima: 'Detenido por clima',
  acordado: 'Día no laborable acordado',
})
export type MotivoDiaNoCobrable = (typeof MOTIVOS_DIA_NO_COBRABLE)[number]

/**
 * What is wrong with a draft. The first four block it (it cannot be sent to the obra until they
 * are solved: the computation never guesses a valor UF, a tarifa or an unsigned report's hours;
 * `activo-sin-acuerdo` is the external EDP's: a lessor's asset at the obra without its agreement,
 * decision 064); the others are notices shown beside the line they concern.
 */
export const [CODIGOS_PROBLEMA_EDP, CODIGO_PROBLEMA_EDP_LABEL] = vocabulary({
  'sin-valor-uf': 'Falta el valor UF del cierre',
  'item-sin-tarifa': 'Ítem sin tarifa',
  'report-sin-firmar': 'Report sin firmar',
  'activo-sin-acuerdo': 'Activo sin acuerdo de arriendo',
  'entrega-sin-despacho': 'Entrega sin guía de despacho',
  'retiro-sin-movimiento': 'Retiro sin guía',
})
export type CodigoProblemaEdp = (typeof CODIGOS_PROBLEMA_EDP)[number]
export const CODIGOS_PROBLEMA_EDP_BLOQUEANTES = [
  'sin-valor-uf',
  'item-sin-tarifa',
  'report-sin-firmar',
  'activo-sin-acuerdo',
] as const satisfies readonly CodigoProblemaEdp[]

/** The movements that bound a stretch on rent (a traslado in or out): those with a guía. */
export const TIPOS_MOVIMIENTO_EDP = TIPOS_MOVIMIENTO_CON_GUIA
export type TipoMovimientoEdp = (typeof TIPOS_MOVIMIENTO_EDP)[number]

/** The report estados whose hours are billed (signed by the operator, or validated). */
export const ESTADOS_REPORT_COBRABLES = [
  'firmado',
  'validado',
] as const satisfies readonly EstadoReport[]
/** Every report estado: the others are still open and block the draft. */
export const ESTADOS_REPORT_EDP = ESTADOS_REPORT
export type EstadoReportEdp = EstadoReport
export const JORNADAS_EDP = JORNADAS
export type JornadaEdp = Jornada
export const MOTIVOS_DETENCION_EDP = MOTIVOS_DETENCION
export type MotivoDetencionEdp = MotivoDetencion

// ---- evidence ------------------------------------------------------------------------------

/** An asset as a line names it. */
export const edpActivoSchema = z.object({ id: z.uuid(), codigo: z.string(), nombre: z.string() })
export type EdpActivo = z.infer<typeof edpActivoSchema>

/** A movement a line rests on, with its guía de despacho's folio. */
export const edpMovimientoEvidenciaSchema = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_MOVIMIENTO_EDP),
  /** Its day (yyyy-MM-dd). */
  fecha: z.string(),
  guiaDespacho: z.number().int().nullable(),
})
export type EdpMovimientoEvidencia = z.infer<typeof edpMovimientoEvidenciaSchema>

/** A daily report a line summed, or that proves an excluded day. */
export const edpReportEvidenciaSchema = z.object({
  id: z.uuid(),
  folio: z.string(),
  fecha: z.string(),
  jornada: z.enum(JORNADAS_EDP),
  estado: z.enum(ESTADOS_REPORT_EDP),
  horasTrabajadas: z.number(),
  horasStandBy: z.number(),
  horasDetenidas: z.number(),
  motivoDetencion: z.enum(MOTIVOS_DETENCION_EDP).nullable(),
  combustibleLitros: z.number().nullable(),
})
export type EdpReportEvidencia = z.infer<typeof edpReportEvidenciaSchema>

/** A day on rent that is not billed, its reason and what proves it. */
export const edpDiaExcluidoSchema = z.object({
  fecha: z.string(),
  motivo: z.enum(MOTIVOS_DIA_NO_COBRABLE),
  /** The reports of that day that show the stoppage (none for an agreed non-working day). */
  reports: z.array(z.object({ id: z.uuid(), folio: z.string() })),
  /** The lessor's falla incident that covers the day (external EDPs only; decision 064). */
  incidente: z.object({ id: z.uuid(), folio: z.string() }).nullish(),
  /** In Spanish: "Report RPT-000123: 8 h detenidas por falla, sin horas trabajadas". */
  detalle: z.string(),
})
export type EdpDiaExcluido = z.infer<typeof edpDiaExcluidoSchema>

/** Everything a line was computed from, so the company and the obra can check it. */
export const edpEvidenciaSchema = z.object({
  movimientos: z.array(edpMovimientoEvidenciaSchema),
  reports: z.array(edpReportEvidenciaSchema),
  diasExcluidos: z.array(edpDiaExcluidoSchema),
  /** Plain Spanish notes: a fallback date used, the minimum applied, a traslado… */
  notas: z.array(z.string()),
})
export type EdpEvidencia = z.infer<typeof edpEvidenciaSchema>

// ---- a line --------------------------------------------------------------------------------

/**
 * One line of an EDP. Amounts: `tarifa` is in the contract's moneda per `unidadTarifa`;
 * `tarifaClp` is that tarifa in pesos at the EDP's valor UF (exact: it may carry decimals, a
 * screen rounds it to show it); `bruto` = cantidad × tarifa in whole pesos (÷ 30 when days are
 * billed at a monthly tarifa); `descuento` = bruto × descuentoPct / 100, to the peso; `monto` =
 * bruto − descuento. The peso amounts are null only while the valor UF of a UF contract is
 * missing (a blocking problem).
 */
export const edpLineaSchema = z
  .object({
    /** Stable within an EDP: `<itemId>:<tipo>` for a computed line, any uuid for a manual one. */
    id: z.string(),
    tipo: z.enum(TIPOS_LINEA_EDP),
    /** The contract item it bills; null for a manual line not tied to one. */
    itemId: z.uuid().nullable(),
    activo: edpActivoSchema.nullable(),
    /** In Spanish: "Arriendo EX-01 Excavadora CAT 320: 132 h (mínimo 132 h, reportadas 130,5 h)". */
    descripcion: z.string(),
    cantidad: z.number().nonnegative(),
    unidad: z.enum(UNIDADES_LINEA_EDP),
    moneda: monedaSchema,
    tarifa: z.number().nonnegative(),
    /** `mes` with `unidad` dia: the days are billed as thirtieths of the monthly tarifa. */
    unidadTarifa: z.enum(UNIDADES_LINEA_EDP),
    tarifaClp: z.number().nonnegative().nullable(),
    bruto: z.number().int().nonnegative().nullable(),
    descuentoPct: z.number().min(0).max(100),
    descuento: z.number().int().nonnegative().nullable(),
    monto: z.number().int().nonnegative().nullable(),
    /** Why a manual line was added (required for one); null for a computed line. */
    motivo: z.string().nullable(),
    evidencia: edpEvidenciaSchema,
  })
  .meta({ id: 'EdpLinea' })
export type EdpLinea = z.infer<typeof edpLineaSchema>

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
    tarifa: z
      .number({ error: 'Ingrese la tarifa.' })
      .min(0, { error: 'La tarifa no puede ser negativa.' })
      .max(MONTO_MAXIMO, { error: 'La tarifa es demasiado grande.' })
      .refine((value) => hasAtMostDecimals(value, 4), {
        error: 'La tarifa lleva como máximo 4 decimales.',
      }),
    descuentoPct: z
      .number({ error: 'Ingrese el descuento.' })
      .min(0, { error: 'El descuento no puede ser negativo.' })
      .max(DESCUENTO_MAXIMO, { error: `El descuento es como máximo ${DESCUENTO_MAXIMO} %.` })
      .refine((value) => hasAtMostDecimals(value, DESCUENTO_DECIMALES), {
        error: `El descuento lleva como máximo ${DESCUENTO_DECIMALES} decimales.`,
      })
      .default(0),
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
  periodo: { desde: string; hasta: string }
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
