// The daily report's plain rules: numbers and checks without a schema, for what needs them before
// (or without) the report's zod schemas — the phone's list of reports keeps its answers for
// REPORT_DIAS_ATRAS days and shows a card's hours and actions from these alone, so its first
// paint builds no schema (issue 21); its form and the API name the report's fields from the lists
// below. The contracts' index exports them (rrhh/index.ts); report.ts only imports them, so that
// asking for one of them never evaluates report.ts.
import type { ReportDetail } from './report.ts'
import type { EstadoReport } from './vocabulary.ts'

/** How far back a report may be dated (the operator's form and HR's alike). */
export const REPORT_DIAS_ATRAS = 31

/** Hours worked: the hour meter's advance, with one decimal. */
export const horasTrabajadasDe = (inicio: number, fin: number): number =>
  Math.round((fin - inicio) * 10) / 10

/** Whether a report in this estado may still be edited (and signed): borrador or en observación. */
export const isEstadoEditable = (estado: EstadoReport): boolean =>
  estado === 'borrador' || estado === 'en-observacion'

/**
 * The fields the API's rules read of a report's jornada, in the content's order (with its
 * `activoId`: a new report's, or an edit's merged with the stored one).
 */
export const REPORT_RULE_FIELDS = [
  'fecha',
  'jornada',
  'horometroInicio',
  'horometroFin',
  'horasStandBy',
  'horasDetenidas',
  'motivoDetencion',
] as const satisfies readonly (keyof ReportDetail)[]
export type ReportRuleField = (typeof REPORT_RULE_FIELDS)[number]

/** What the operator adds about his jornada beyond its hours: trips, loads, fuel and notes. */
const REPORT_NOTE_FIELDS = [
  'viajes',
  'cargas',
  'combustibleLitros',
  'actividades',
  'observaciones',
] as const satisfies readonly (keyof ReportDetail)[]

/** What a report's detail adds to its row, in the content's order (the detail's answer picks them). */
export const REPORT_DETAIL_FIELDS = ['motivoDetencion', ...REPORT_NOTE_FIELDS] as const

/**
 * What the operator states about his jornada, in the content's order: the report form's fields
 * after its equipo (`['activoId', ...REPORT_DAY_FIELDS]`), and the signed content's after its keys.
 */
export const REPORT_DAY_FIELDS = [...REPORT_RULE_FIELDS, ...REPORT_NOTE_FIELDS] as const
export type ReportDayField = (typeof REPORT_DAY_FIELDS)[number]
