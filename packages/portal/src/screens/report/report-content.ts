// A report's content without its schemas (decision 047's form logic, the part a list needs): its
// fields and their labels, the content of a stored report, its hours, and what changed between two
// versions. The phone's list of reports (its cards, the drafts kept on the phone) shows from these
// alone, so its first paint builds no zod schema (issue 21); report-values.ts, the form's logic,
// re-exports them. Only types come from the contract's schemas here.
import {
  type createReportSchema,
  horasTrabajadasDe,
  REPORT_DAY_FIELDS,
  type ReportDayField,
  type ReportDetail,
} from '@cordillera/contracts'
import type { z } from 'zod'

/** A report's content as the form sends it: the contract's create schema's output. */
export type ReportValues = z.output<typeof createReportSchema>
export type ReportField = keyof ReportValues

/** Every field of the content, in the form's order: the equipo, then what the operator states. */
export const REPORT_FIELDS = [
  'activoId',
  ...REPORT_DAY_FIELDS,
] as const satisfies readonly ReportField[]

export const REPORT_FIELD_LABEL: Record<ReportField, string> = {
  activoId: 'Equipo',
  fecha: 'Fecha',
  jornada: 'Jornada',
  horometroInicio: 'Horómetro inicio',
  horometroFin: 'Horómetro fin',
  horasStandBy: 'Horas en stand-by',
  horasDetenidas: 'Horas detenidas',
  motivoDetencion: 'Motivo de la detención',
  viajes: 'Viajes',
  cargas: 'Cargas',
  combustibleLitros: 'Combustible (litros)',
  actividades: 'Actividades realizadas',
  observaciones: 'Observaciones',
}

/** The content of a report the server holds. */
export function valuesOf(report: ReportDetail): ReportValues {
  const day = Object.fromEntries(REPORT_DAY_FIELDS.map((field) => [field, report[field]]))
  return { activoId: report.activo.id, ...(day as Pick<ReportDetail, ReportDayField>) }
}

/** Hours worked of a content, as the report will say it. */
export const horasDe = (values: Pick<ReportValues, 'horometroInicio' | 'horometroFin'>) =>
  horasTrabajadasDe(values.horometroInicio, values.horometroFin)

/** Absent, null and '' are one "nothing" for a comparison. */
const normal = (value: unknown) => (value === undefined || value === '' ? null : value)

/** The fields whose value differs between two versions of the content. */
export function changedFields(from: ReportValues, to: ReportValues): ReportField[] {
  return REPORT_FIELDS.filter((field) => normal(from[field]) !== normal(to[field]))
}

/** Only the fields of `values` that differ from `base`. */
export function changesOf(base: ReportValues, values: ReportValues): Partial<ReportValues> {
  const changes: Partial<Record<ReportField, unknown>> = {}
  for (const field of changedFields(base, values)) changes[field] = values[field] ?? null
  return changes as Partial<ReportValues>
}
