// The daily report's form logic, written once for the backoffice's desktop form and the operador's
// phone form (decision 047): what the form holds and starts with (a new report from today's
// assignments, or a stored report), the equipos it offers (one per asset, the report's own kept),
// where the horómetro starts when an equipo is chosen, the hours worked, a number typed the Chilean
// way, the contract's own Spanish message per bad field, the bodies sent to the API (built to the
// contract's create and update schemas) and a report's fields as a person reads them. No React here:
// the fields and the hook are in report-fields.tsx; each portal writes only its layout.
import {
  type AsignacionReport,
  type CreateReportOperadorInput,
  createReportSchema,
  horasTrabajadasDe,
  JORNADA_LABEL,
  MOTIVO_DETENCION_LABEL,
  REPORT_DIAS_ATRAS,
  type ReportDetail,
  sumarDias,
  type UpdateReportInput,
} from '@cordillera/contracts'
import { formatDate, formatNumber, parseNumber } from '@cordillera/ui/format'
import type { z } from 'zod'
import { changesOf, type ReportField, type ReportValues, valuesOf } from './report-content.ts'

/** The number fields: typed as text, read the Chilean way. */
export type NumeroCampo =
  | 'horometroInicio'
  | 'horometroFin'
  | 'horasStandBy'
  | 'horasDetenidas'
  | 'viajes'
  | 'cargas'
  | 'combustibleLitros'

/**
 * What the form starts with: a number not typed yet is null (the schema says it is missing), and
 * a number field may hold the text typed when it is no number, for the schema to refuse.
 */
export type ReportDefaults = Omit<z.input<typeof createReportSchema>, NumeroCampo> &
  Record<NumeroCampo, number | string | null>

/** An asset the report may be written for, as both forms offer it. */
export type EquipoOpcion = {
  activoId: string
  codigo: string
  /** Empty when only the name kept with a draft is known. */
  tipo: string
  obra: string
  contrato: string | null
  desde: string | null
  hasta: string | null
  /** Where its horómetro inicio starts when chosen; null when unknown. */
  lectura: number | null
}

/** How a draft's card names the asset and the obra without asking the server. */
export type EquipoLabel = { equipo: string; obra: string }

export const equipoLabel = (equipo: EquipoOpcion): EquipoLabel => ({
  equipo: equipo.tipo ? `${equipo.codigo} · ${equipo.tipo}` : equipo.codigo,
  obra: equipo.obra,
})

/** An asset known only by the name a draft kept (its assignment is no longer offered). */
export const equipoDeLabel = (activoId: string, label: EquipoLabel): EquipoOpcion => ({
  activoId,
  codigo: label.equipo,
  tipo: '',
  obra: label.obra,
  contrato: null,
  desde: null,
  hasta: null,
  lectura: null,
})

/** The asset itself comes first when it is not offered: a report keeps its own equipo. */
export function conPropio(equipos: EquipoOpcion[], propio: EquipoOpcion): EquipoOpcion[] {
  return equipos.some((equipo) => equipo.activoId === propio.activoId)
    ? equipos
    : [propio, ...equipos]
}

/**
 * The operator's assignments as choices, one per asset (the current assignment, else the latest,
 * when the operator ran it more than once). An edit adds the report's own asset when its
 * assignment is no longer offered, and starts it at the report's own reading (the asset's last
 * one may be this very report's end).
 */
export function equipoOpciones(
  asignaciones: readonly AsignacionReport[],
  report?: ReportDetail,
): EquipoOpcion[] {
  const porActivo = new Map<string, AsignacionReport>()
  for (const asignacion of asignaciones) {
    const seen = porActivo.get(asignacion.activo.id)
    const later =
      !seen || (seen.hasta !== null && (asignacion.hasta === null || asignacion.desde > seen.desde))
    if (later) porActivo.set(asignacion.activo.id, asignacion)
  }
  const opciones: EquipoOpcion[] = [...porActivo.values()].map((asignacion) => ({
    activoId: asignacion.activo.id,
    codigo: asignacion.activo.codigo,
    tipo: asignacion.activo.tipo,
    obra: asignacion.obra.nombre,
    contrato: asignacion.contrato.folio,
    desde: asignacion.desde,
    hasta: asignacion.hasta,
    lectura: asignacion.ultimaLectura,
  }))
  if (!report) return opciones
  const lectura = report.horometroInicio
  const propias = opciones.map((opcion) =>
    opcion.activoId === report.activo.id ? { ...opcion, lectura } : opcion,
  )
  return conPropio(propias, {
    activoId: report.activo.id,
    codigo: report.activo.codigo,
    tipo: report.activo.tipo,
    obra: report.obra.nombre,
    contrato: report.contrato?.folio ?? null,
    desde: null,
    hasta: null,
    lectura,
  })
}

/** A new report: today, turno día, no stops, the only asset already chosen when there is one. */
export function nuevoReport(equipos: readonly EquipoOpcion[], hoy: string): ReportDefaults {
  const [unico] = equipos.length === 1 ? equipos : []
  return {
    activoId: unico?.activoId ?? '',
    fecha: hoy,
    jornada: 'dia',
    horometroInicio: unico?.lectura ?? null,
    horometroFin: null,
    horasStandBy: 0,
    horasDetenidas: 0,
    motivoDetencion: null,
    viajes: null,
    cargas: null,
    combustibleLitros: null,
    actividades: '',
    observaciones: '',
  }
}

/** What the form starts with to edit content already written (a stored report, a draft). */
export function valuesDefaults(values: ReportValues): ReportDefaults {
  return {
    ...values,
    motivoDetencion: values.motivoDetencion ?? null,
    viajes: values.viajes ?? null,
    cargas: values.cargas ?? null,
    combustibleLitros: values.combustibleLitros ?? null,
    observaciones: values.observaciones ?? '',
  }
}

/** The stored report as the form edits it. */
export const reportDefaults = (report: ReportDetail): ReportDefaults =>
  valuesDefaults(valuesOf(report))

/** The first day a report may be dated: REPORT_DIAS_ATRAS days before `hoy`. */
export const primerDiaPermitido = (hoy: string): string => sumarDias(hoy, -REPORT_DIAS_ATRAS)

/** Hours worked while typing: null until both readings are numbers. */
export function horasTrabajadas(inicio: unknown, fin: unknown): number | null {
  return typeof inicio === 'number' && typeof fin === 'number'
    ? horasTrabajadasDe(inicio, fin)
    : null
}

/** Whether the motivo is asked for: only with stopped hours. */
export const conDetencion = (detenidas: unknown): boolean =>
  typeof detenidas === 'number' && detenidas > 0

/**
 * Where the horómetro inicio goes when another equipo is chosen: the new equipo's last reading,
 * unless the user typed one of his own (one that is not the reading last put there); undefined
 * leaves the field as it is.
 */
export function inicioAlElegir(
  lectura: number | null,
  actual: unknown,
  puesto: number | null,
): number | undefined {
  if (lectura === null) return undefined
  const vacio = actual === null || actual === undefined || actual === ''
  return vacio || actual === puesto ? lectura : undefined
}

/** How a number shows in its field: as Chile writes it (1.250,5); text typed stays as typed. */
export function numeroText(value: unknown, decimals: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return formatNumber(value, { maxDecimals: decimals })
  }
  return typeof value === 'string' ? value : ''
}

/**
 * What a number field gives the form: the number read the Chilean way ("1.250,5" → 1250.5; a lone
 * point before one or two digits is the decimal comma a phone's keypad may lack), null when empty,
 * and the text itself when it is no number, so the schema's message (which names the expected
 * format) shows under the field.
 */
export function numeroValue(text: string): number | string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const normalised = /^\d+\.\d{1,2}$/.test(trimmed) ? trimmed.replace('.', ',') : trimmed
  return parseNumber(normalised) ?? text
}

/** The contract's Spanish message for each bad field (the first one a field has); empty when valid. */
export function reportErrors(values: ReportDefaults): Partial<Record<ReportField, string>> {
  const parsed = createReportSchema.safeParse(values)
  const errors: Partial<Record<ReportField, string>> = {}
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReportField
    errors[field] ??= issue.message
  }
  return errors
}

/** The operator's create body, also its offline sync: the draft's idempotency key goes with it. */
export const createOperadorBody = (
  values: ReportValues,
  claveSync: string,
): CreateReportOperadorInput => ({ ...values, claveSync })

/**
 * An edit's body at the version read: the whole content (HR's form), or only the fields changed
 * since `base` (the phone's draft, so a field HR changed meanwhile is not sent back).
 */
export function updateBody(
  values: ReportValues,
  version: number,
  base?: ReportValues,
): UpdateReportInput {
  return { ...(base ? changesOf(base, values) : values), version }
}

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
