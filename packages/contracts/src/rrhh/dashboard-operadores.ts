// The operators' dashboard (rrhh/operadores-dashboard): the hours the daily reports record over a
// period (the current month unless asked) per operator, asset and obra, by estado and per day; and
// HR's queue now: the reports still to sign (borrador) and those observed (en-observacion), with
// the oldest of each.
import { z } from 'zod'
import { conPeriodoValido, periodoShape } from '../common/periodo.ts'
import { ESTADOS_REPORT, JORNADAS } from './vocabulary.ts'

/** The oldest reports listed of each queue. */
export const DASHBOARD_OPERADORES_PENDIENTES_MAX = 8

export const dashboardOperadoresQuerySchema = conPeriodoValido(z.object(periodoShape))

/**
 * What the reports (not deleted) of a group record in the period: how many, and the sums of hours
 * worked (the hour meter's advance), in stand-by and stopped, with one decimal.
 */
const horasShape = {
  reports: z.number().int(),
  horasTrabajadas: z.number(),
  horasStandBy: z.number(),
  horasDetenidas: z.number(),
}
export type HorasReports = z.infer<z.ZodObject<typeof horasShape>>

const refShape = { id: z.uuid() }

/** A report waiting on someone: to be signed, or corrected after HR's observation. */
export const reportPendienteSchema = z.object({
  id: z.uuid(),
  /** `RPT-000321`. */
  folio: z.string(),
  fecha: z.string(),
  jornada: z.enum(JORNADAS),
  operador: z.object({ ...refShape, nombre: z.string() }),
  activo: z.object({ ...refShape, codigo: z.string() }),
  obra: z.object({ ...refShape, codigo: z.string(), nombre: z.string() }),
  /** Since when it is in its estado (ISO 8601). */
  estadoDesde: z.string(),
  /** HR's comment, for an observed one. */
  observacion: z.string().nullable(),
})
export type ReportPendiente = z.infer<typeof reportPendienteSchema>

export const dashboardOperadoresSchema = z
  .object({
    desde: z.string(),
    hasta: z.string(),
    /** Santiago's day the queues are seen from. */
    hoy: z.string(),
    /** Every report of the period; `operadores` and `activos` that have any. */
    totales: z.object({
      ...horasShape,
      operadores: z.number().int(),
      activos: z.number().int(),
    }),
    /** The most hours worked first. */
    porOperador: z.array(
      z.object({ operador: z.object({ ...refShape, nombre: z.string() }), ...horasShape }),
    ),
    porActivo: z.array(
      z.object({
        activo: z.object({ ...refShape, codigo: z.string(), tipo: z.string() }),
        ...horasShape,
      }),
    ),
    porObra: z.array(
      z.object({
        obra: z.object({ ...refShape, codigo: z.string(), nombre: z.string() }),
        ...horasShape,
      }),
    ),
    /** Every estado, zeros included, in the report's life order. */
    porEstado: z.array(z.object({ estado: z.enum(ESTADOS_REPORT), ...horasShape })),
    /** Every day of the period, zeros included. */
    porDia: z.array(z.object({ fecha: z.string(), ...horasShape })),
    /** HR's queue now, whatever the period: counts and the oldest reports (by their day). */
    pendientes: z.object({
      porFirmar: z.number().int(),
      enObservacion: z.number().int(),
      porFirmarMasAntiguos: z.array(reportPendienteSchema),
      enObservacionMasAntiguos: z.array(reportPendienteSchema),
    }),
  })
  .meta({ id: 'DashboardOperadores' })
export type DashboardOperadores = z.infer<typeof dashboardOperadoresSchema>
