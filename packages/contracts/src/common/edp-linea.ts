// An EDP's line and the evidence it was computed from (the movements with their guía folio, the
// reports it summed, every excluded day with its reason and proof), and the closed lists they name:
// the client EDP's (comercial) and the external EDP's, which the lessor reads in its portal
// (arrendador), show the same line, so it is shared vocabulary (decision 042). The computation's
// other shapes stay in comercial/edp-calculo-schemas.ts, which re-exports these.
//
// The report and movement vocabularies it reads (a report's estado, jornada and motivo de
// detención, a movement's tipo) are HR's and operations', declared in ./vocabulary.ts; the
// computation's names for them (`…_EDP`) are those lists.
import { z } from 'zod'
import { monedaSchema } from '../money.ts'
import {
  ESTADOS_REPORT,
  type EstadoReport,
  JORNADAS,
  type Jornada,
  MOTIVOS_DETENCION,
  type MotivoDetencion,
  TIPOS_MOVIMIENTO_CON_GUIA,
  vocabulary,
} from './vocabulary.ts'

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
