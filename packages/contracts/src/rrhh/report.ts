// The daily machine report (parte diario): what an operator did with an asset in one jornada, the
// hours that get billed. Filled on a phone (often offline) or by HR, signed by the operator with a
// drawn signature, checked by HR (docs/domain.md, "HR and operators"). The same rules are applied
// by the forms, by the API on the merged record of an edit, and by the phone before it syncs.
import { z } from 'zod'
import { actionSchema, readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import {
  fechaRegistroSchema,
  idParamsSchema,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import { enumFilter, idFilter, listQuerySchema } from '../common/list-query.ts'
import { conPeriodoValido, periodoShape } from '../common/periodo.ts'
import { documentoNumeradoShape, obraIdFilter } from '../common/references.ts'
import { usuarioRefSchema, withTrackingSorts } from '../common/tracking.ts'
import { formatNumber } from '../number-text.ts'
import { REPORT_DAY_FIELDS, REPORT_DIAS_ATRAS, type ReportDayField } from './report-rules.ts'
import type { MotivoDetencion } from './vocabulary.ts'
import { ESTADOS_REPORT, HORAS_DIA, JORNADAS, MOTIVOS_DETENCION } from './vocabulary.ts'

/** Hours fit numeric(10,1); one decimal is what an hour meter shows. */
const LECTURA_MAXIMA = 999_999.9
const unDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6

/** Hours from 0 to `max`, with at most one decimal; `message` says every mistake. */
const horasHasta = (max: number, message: string) =>
  z.number({ error: message }).min(0, message).max(max, message).refine(unDecimal, message)

const lectura = (cual: 'inicial' | 'final') =>
  horasHasta(
    LECTURA_MAXIMA,
    `El horómetro ${cual} son horas desde 0, con hasta un decimal (ej. 1250,5).`,
  )

const horas = (que: string) =>
  horasHasta(HORAS_DIA, `Las horas ${que} van de 0 a ${HORAS_DIA}, con hasta un decimal.`)

const conteo = (que: string) => {
  const message = `Los ${que} son un número entero desde 0.`
  return z.number({ error: message }).int(message).min(0, message).max(10_000, message)
}

export const FIN_ANTES_MESSAGE = 'El horómetro final no puede ser menor que el inicial.'
export const MAS_DE_UN_DIA_MESSAGE = `Un report cubre una jornada: el horómetro no puede avanzar más de ${HORAS_DIA} horas.`
export const HORAS_EXCEDEN_MESSAGE = `Las horas trabajadas, en stand-by y detenidas suman más de ${HORAS_DIA}.`
export const MOTIVO_FALTA_MESSAGE = 'Indique el motivo de la detención.'
export const MOTIVO_SOBRA_MESSAGE = 'Indique las horas detenidas, o quite el motivo.'
export const FECHA_FUTURA_MESSAGE = 'La fecha del report no puede ser posterior a hoy.'
export const FIRMA_FALTA_MESSAGE = 'Firme con el dedo en el recuadro.'
export const FIRMA_PESADA_MESSAGE = 'La firma es demasiado grande: bórrela y firme de nuevo.'
/** The signature's bytes are not a PNG image (the API reads them, never the data URL's label). */
export const FIRMA_INVALIDA_MESSAGE = 'La firma no es una imagen válida: bórrela y firme de nuevo.'
/** The report's asset had a higher reading before this report's jornada. */
export const lecturaAnteriorMessage = (ultima: number) =>
  `El horómetro inicial no puede ser menor que la última lectura del equipo (${formatNumber(ultima)}).`
export const REPORT_DUPLICADO_MESSAGE =
  'Ya hay un report de este operador para ese equipo, día y jornada.'

const reportFields = {
  activoId: z.uuid({ error: 'Elija el equipo de la lista.' }),
  /** A day of 2000 on; not after today nor (the operator's) too far back: the API's rules. */
  fecha: fechaRegistroSchema,
  jornada: z.enum(JORNADAS, { error: 'Elija la jornada.' }),
  horometroInicio: lectura('inicial'),
  horometroFin: lectura('final'),
  horasStandBy: horas('en stand-by'),
  horasDetenidas: horas('detenidas'),
  motivoDetencion: z.enum(MOTIVOS_DETENCION, { error: 'Elija el motivo de la lista.' }).nullish(),
  viajes: conteo('viajes').nullish(),
  cargas: conteo('cargas').nullish(),
  combustibleLitros: z
    .number({ error: 'El combustible son litros desde 0, con hasta un decimal.' })
    .min(0, 'El combustible son litros desde 0, con hasta un decimal.')
    .max(99_999.9, 'El combustible son litros desde 0, con hasta un decimal.')
    .refine(unDecimal, 'El combustible son litros desde 0, con hasta un decimal.')
    .nullish(),
  actividades: textoObligatorio('las actividades realizadas', 2000),
  observaciones: textoOpcional(2000),
}

/** The fields the rules read; an edit checks them on the stored report with its changes. */
export type ReglasReportInput = {
  horometroInicio: number
  horometroFin: number
  horasStandBy: number
  horasDetenidas: number
  motivoDetencion?: MotivoDetencion | null | undefined
}

/** The report's own rules, each as `[field, message]`; empty when it holds together. */
export function problemasDelReport(
  report: ReglasReportInput,
): Array<[keyof ReglasReportInput, string]> {
  const problemas: Array<[keyof ReglasReportInput, string]> = []
  const trabajadas = Math.round((report.horometroFin - report.horometroInicio) * 10) / 10
  if (trabajadas < 0) problemas.push(['horometroFin', FIN_ANTES_MESSAGE])
  else if (trabajadas > HORAS_DIA) problemas.push(['horometroFin', MAS_DE_UN_DIA_MESSAGE])
  else if (trabajadas + report.horasStandBy + report.horasDetenidas > HORAS_DIA + 1e-9) {
    problemas.push(['horasDetenidas', HORAS_EXCEDEN_MESSAGE])
  }
  if (report.horasDetenidas > 0 && !report.motivoDetencion) {
    problemas.push(['motivoDetencion', MOTIVO_FALTA_MESSAGE])
  }
  if (report.horasDetenidas === 0 && report.motivoDetencion) {
    problemas.push(['motivoDetencion', MOTIVO_SOBRA_MESSAGE])
  }
  return problemas
}

const checkReport = (value: Partial<ReglasReportInput>, ctx: z.RefinementCtx) => {
  const { horometroInicio, horometroFin, horasStandBy, horasDetenidas } = value
  if (
    horometroInicio === undefined ||
    horometroFin === undefined ||
    horasStandBy === undefined ||
    horasDetenidas === undefined
  ) {
    return // a partial edit: the API checks the merged record
  }
  for (const [path, message] of problemasDelReport({
    horometroInicio,
    horometroFin,
    horasStandBy,
    horasDetenidas,
    motivoDetencion: value.motivoDetencion,
  })) {
    ctx.addIssue({ code: 'custom', path: [path], message })
  }
}

/**
 * HR's create (`POST /v1/operadores/{id}/reports`: the operator is the path's) and the edit of a
 * borrador or en-observacion report, at the version read.
 */
export const reportWrite = writeSchemas('Report', reportFields, checkReport)
export const { createReportSchema, updateReportSchema } = reportWrite
export type CreateReportInput = z.input<typeof createReportSchema>

/**
 * The operator's create, also its offline sync: `claveSync` is the draft's idempotency key,
 * generated on the phone when the draft is born; sending it again answers the report it created.
 */
export const createReportOperadorSchema = z
  .object({
    ...reportFields,
    claveSync: z.uuid({ error: 'La clave de sincronización no es válida.' }),
  })
  .superRefine(checkReport)
  .meta({ id: 'CrearReportOperador' })
export type CreateReportOperadorInput = z.input<typeof createReportOperadorSchema>

export type UpdateReportInput = z.input<typeof updateReportSchema>

/** A PNG data URL, as the kit's SignaturePad emits it. */
export const FIRMA_DATA_URL_PREFIX = 'data:image/png;base64,'

export const firmarReportSchema = actionSchema('FirmarReport', {
  firma: z
    .string({ error: FIRMA_FALTA_MESSAGE })
    .startsWith(FIRMA_DATA_URL_PREFIX, FIRMA_FALTA_MESSAGE)
    .min(FIRMA_DATA_URL_PREFIX.length + 100, FIRMA_FALTA_MESSAGE)
    .max(FIRMA_DATA_URL_PREFIX.length + 420_000, FIRMA_PESADA_MESSAGE),
})

export const observarReportSchema = actionSchema('ObservarReport', {
  comentario: textoObligatorio('qué debe corregirse', 1000),
})

export const validarReportSchema = actionSchema('ValidarReport')

export const reportSorts = withTrackingSorts('fecha', 'numero', 'estado')

const reportFilters = {
  estado: enumFilter(ESTADOS_REPORT),
  activoId: idFilter('El equipo no es válido.'),
  obraId: obraIdFilter,
  ...periodoShape,
}

/** An operator's reports for HR (historial), and the operator's own history. */
export const listReportsQuerySchema = conPeriodoValido(
  listQuerySchema(reportSorts, 'fecha', reportFilters),
)
export type ListReportsQuery = z.input<typeof listReportsQuerySchema>

/** Every operator's reports en-observacion (HR's queue), by operator or obra. */
export const listReportsObservadosQuerySchema = listQuerySchema(reportSorts, 'fecha', {
  operadorId: idFilter('El operador no es válido.'),
  obraId: obraIdFilter,
})
export type ListReportsObservadosQuery = z.input<typeof listReportsObservadosQuerySchema>

/**
 * The operator's "today" (`operador/reports`): the reports of Santiago's today and every one still
 * to sign or correct, whatever its day. The history (`operador/reports-historico`) is the paged list.
 */
export const reportsHoySchema = z.object({
  hoy: z.string(),
  items: z.array(z.lazy(() => reportRowSchema)),
})

const refShape = { id: z.uuid() }

/** `integra`: the signed content's hash matches the report's; `alterada`: it does not. */
export const INTEGRIDADES_FIRMA = ['integra', 'alterada'] as const
export type IntegridadFirma = (typeof INTEGRIDADES_FIRMA)[number]

export const firmaReportSchema = z
  .object({
    id: z.uuid(),
    firmadoPor: usuarioRefSchema,
    firmadoEn: z.string(),
    /** SHA-256 (hex) of the content signed. */
    hash: z.string(),
    /** A short-lived URL of the drawn signature (PNG). */
    imagenUrl: z.string(),
    /** The latest signature is checked against the report's current content; older ones against theirs. */
    integridad: z.enum(INTEGRIDADES_FIRMA),
  })
  .meta({ id: 'FirmaReport' })
export type FirmaReport = z.infer<typeof firmaReportSchema>

/** One step of the report's life, as its history shows it. */
export const eventoReportSchema = z.object({
  en: z.string(),
  usuario: usuarioRefSchema.nullable(),
  /** What happened, as a sentence: "Creado", "Firmado", "Puesto en observación: …". */
  texto: z.string(),
  estado: z.enum(ESTADOS_REPORT).nullable(),
})
export type EventoReport = z.infer<typeof eventoReportSchema>

export const reportRead = readSchemas(
  'Report',
  {
    ...documentoNumeradoShape,
    fecha: z.string(),
    jornada: z.enum(JORNADAS),
    operador: z.object({ ...refShape, nombre: z.string() }),
    activo: z.object({ ...refShape, codigo: z.string(), tipo: z.string() }),
    obra: z.object({ ...refShape, nombre: z.string() }),
    contrato: z.object({ ...refShape, folio: z.string() }).nullable(),
    horometroInicio: z.number(),
    horometroFin: z.number(),
    horasTrabajadas: z.number(),
    horasStandBy: z.number(),
    horasDetenidas: z.number(),
    estado: z.enum(ESTADOS_REPORT),
    estadoDesde: z.string(),
    /** HR's comment while en-observacion (and after, until it is observed again). */
    observacion: z.string().nullable(),
    /** When it was last signed; null while never signed. */
    firmadoEn: z.string().nullable(),
  },
  {
    motivoDetencion: z.enum(MOTIVOS_DETENCION).nullable(),
    viajes: z.number().int().nullable(),
    cargas: z.number().int().nullable(),
    combustibleLitros: z.number().nullable(),
    actividades: z.string(),
    observaciones: z.string().nullable(),
    claveSync: z.string().nullable(),
    /** Newest first; the first is the report's current signature when estado is firmado/validado. */
    firmas: z.array(firmaReportSchema),
    /** One event per step of its audit log, newest first (as a contract's history). */
    historial: z.array(eventoReportSchema),
  },
)
export const { reportRowSchema, reportDetailSchema, reportPageSchema } = reportRead
export type ReportRow = z.infer<typeof reportRowSchema>
export type ReportDetail = z.infer<typeof reportDetailSchema>

export const reportParamsSchema = idParamsSchema

/** The HR path names both: `operadores/{idOperador}/reports/{idReport}`. */
export const reportDeOperadorParamsSchema = z.object({
  idOperador: z.uuid({ error: 'El identificador del operador no es válido.' }),
  idReport: z.uuid({ error: 'El identificador del report no es válido.' }),
})

/**
 * What a signature covers: the report's content, never its bookkeeping. Keys in a fixed order so
 * the phone, the API and a later audit write the same text for the same report.
 */
export type ContenidoReport = {
  folio: string
  operadorId: string
  activoId: string
  obraId: string
  contratoId: string | null
} & Pick<ReportDetail, ReportDayField>

const CONTENIDO_KEYS = [
  'folio',
  'operadorId',
  'activoId',
  'obraId',
  'contratoId',
  ...REPORT_DAY_FIELDS,
] as const satisfies readonly (keyof ContenidoReport)[]

/** The report's content as one canonical text (JSON with the keys above, in order). */
export function textoCanonicoReport(contenido: ContenidoReport): string {
  return JSON.stringify(CONTENIDO_KEYS.map((key) => [key, contenido[key] ?? null]))
}

/** An assignment a report may be written for: the asset, where it works and its last reading. */
export const asignacionReportSchema = z.object({
  asignacionId: z.uuid(),
  activo: z.object({ id: z.uuid(), codigo: z.string(), tipo: z.string() }),
  obra: z.object({ id: z.uuid(), nombre: z.string() }),
  contrato: z.object({ id: z.uuid(), folio: z.string() }),
  desde: z.string(),
  hasta: z.string().nullable(),
  /** The highest hour-meter reading recorded for the asset (its reports, or its registration). */
  ultimaLectura: z.number(),
})
export type AsignacionReport = z.infer<typeof asignacionReportSchema>

/**
 * What a report form offers: the operator's assignments current or ended in the last
 * REPORT_DIAS_ATRAS days (a report is written for a day the operator was on the asset).
 */
export const opcionesReportSchema = z
  .object({
    operador: z.object({ id: z.uuid(), nombre: z.string() }),
    hoy: z.string(),
    asignaciones: z.array(asignacionReportSchema),
  })
  .meta({ id: 'OpcionesReport' })
export type OpcionesReport = z.infer<typeof opcionesReportSchema>

/** The operator's own reports are dated at most REPORT_DIAS_ATRAS days back (HR's are not). */
export const REPORT_ANTIGUO_MESSAGE = `Un report se registra hasta ${REPORT_DIAS_ATRAS} días atrás: para uno más antiguo, hable con RR.HH.`
export const FUERA_DE_ASIGNACION_MESSAGE =
  'El operador no estaba asignado a ese equipo ese día: elija un equipo de sus asignaciones.'
