// A report's content as the operator's form holds it (the values of createReportSchema), read off a
// server report, compared field by field (what the operator changed, what HR changed meanwhile) and
// written as a person reads it, for the conflict's "en el servidor / mis cambios" table.
import {
  type createReportSchema,
  horasTrabajadasDe,
  JORNADA_LABEL,
  MOTIVO_DETENCION_LABEL,
  type ReportDetail,
} from '@cordillera/contracts'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import type { z } from 'zod'

/** The report's content as the form validated it (the schema's output). */
export type ReportValues = z.output<typeof createReportSchema>
export type ReportField = keyof ReportValues

/** Every field of the content, in the form's order. */
export const REPORT_FIELDS = [
  'activoId',
  'fecha',
  'jornada',
  'horometroInicio',
  'horometroFin',
  'horasStandBy',
  'horasDetenidas',
  'motivoDetencion',
  'viajes',
  'cargas',
  'combustibleLitros',
  'actividades',
  'observaciones',
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
  return {
    activoId: report.activo.id,
    fecha: report.fecha,
    jornada: report.jornada,
    horometroInicio: report.horometroInicio,
    horometroFin: report.horometroFin,
    horasStandBy: report.horasStandBy,
    horasDetenidas: report.horasDetenidas,
    motivoDetencion: report.motivoDetencion,
    viajes: report.viajes,
    cargas: report.cargas,
    combustibleLitros: report.combustibleLitros,
    actividades: report.actividades,
    observaciones: report.observaciones,
  }
}

/** Absent, null and '' are one "nothing" for a comparison. */
const normal = (value: unknown) => (value === undefined || value === '' ? null : value)

/** The fields whose value differs between two versions of the content. */
export function changedFields(from: ReportValues, to: ReportValues): ReportField[] {
  return REPORT_FIELDS.filter((field) => normal(from[field]) !== normal(to[field]))
}

/** Only the fields of `values` that differ from `base`: what an edit sends. */
export function changesOf(base: ReportValues, values: ReportValues): Partial<ReportValues> {
  const changes: Partial<Record<ReportField, unknown>> = {}
  for (const field of changedFields(base, values)) changes[field] = values[field] ?? null
  return changes as Partial<ReportValues>
}

/** Hours worked of a content, as the report will say it. */
export const horasDe = (values: Pick<ReportValues, 'horometroInicio' | 'horometroFin'>) =>
  horasTrabajadasDe(values.horometroInicio, values.horometroFin)

/** One field's value as a person reads it; `equipo` names the asset of `activoId`. */
export function fieldText(
  field: ReportField,
  values: ReportValues,
  equipo?: (activoId: string) => string | undefined,
): string {
  const value = values[field]
  if (value === null || value === undefined || value === '') return '—'
  switch (field) {
    case 'activoId':
      return equipo?.(values.activoId) ?? values.activoId
    case 'fecha':
      return formatDate(values.fecha)
    case 'jornada':
      return JORNADA_LABEL[values.jornada]
    case 'motivoDetencion':
      return values.motivoDetencion ? MOTIVO_DETENCION_LABEL[values.motivoDetencion] : '—'
    case 'actividades':
    case 'observaciones':
      return String(value)
    default:
      return formatNumber(value as number, { maxDecimals: 1 })
  }
}
