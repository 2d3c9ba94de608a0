// The equipment dashboard: how much of the time the fleet was on rent (per tipo, per flota, per
// month), what is in the workshop now, documents expired or expiring, and assets by estado
// (docs/domain.md, "Dashboard de equipos").
import { z } from 'zod'
import { conPeriodoValido, periodoShape } from '../common/periodo.ts'
import { flotaRefSchema, tipoActivoRefSchema } from '../common/references.ts'
import { ESTADOS_ACTIVO } from '../common/vocabulary.ts'
import { TIPOS_DOCUMENTO_ACTIVO } from './vocabulary.ts'

/** Without a period: the last DASHBOARD_DIAS_DEFAULT days, today included. */
export const DASHBOARD_DIAS_DEFAULT = 365
/** The workshop's oldest visits listed. */
export const DASHBOARD_TALLER_MAX = 5
/** The flagged documents listed, the soonest first. */
export const DASHBOARD_DOCUMENTOS_MAX = 8

export const dashboardEquiposQuerySchema = conPeriodoValido(z.object(periodoShape))

/**
 * Days on rent over days owned: an asset is owned from the later of the period's first day and
 * the day it was registered, to the period's last day; it is on rent on the days a contract item
 * holds it (as the fleet's availability counts them). `utilizacion` is the fraction (0.25 = 25 %),
 * null without days owned.
 */
const utilizacionShape = {
  activos: z.number().int(),
  diasPropios: z.number().int(),
  diasArriendo: z.number().int(),
  utilizacion: z.number().nullable(),
}
export type Utilizacion = z.infer<z.ZodObject<typeof utilizacionShape>>

export const dashboardEquiposSchema = z
  .object({
    desde: z.string(),
    hasta: z.string(),
    /** Santiago's day the workshop and documents are seen from. */
    hoy: z.string(),
    flota: z.object(utilizacionShape),
    /** By tipo's name. */
    porTipo: z.array(z.object({ tipoActivo: tipoActivoRefSchema, ...utilizacionShape })),
    /** By flota's name; the assets of no flota last (`flota` null). */
    porFlota: z.array(z.object({ flota: flotaRefSchema.nullable(), ...utilizacionShape })),
    /** Each calendar month the period touches, its days clipped to the period. */
    porMes: z.array(
      z.object({
        /** `yyyy-MM`. */
        mes: z.string(),
        desde: z.string(),
        hasta: z.string(),
        ...utilizacionShape,
      }),
    ),
    /** Assets (not deleted) now, every estado, zeros included. */
    porEstado: z.array(z.object({ estado: z.enum(ESTADOS_ACTIVO), cantidad: z.number().int() })),
    taller: z.object({
      cantidad: z.number().int(),
      /** The longest in the workshop first. */
      activos: z.array(
        z.object({
          id: z.uuid(),
          codigo: z.string(),
          tipoActivo: tipoActivoRefSchema,
          /** Since when (the ingreso's instant, ISO 8601). */
          desde: z.string(),
          /** Why: the observaciones of its ingreso-taller movement. */
          motivo: z.string().nullable(),
        }),
      ),
    }),
    documentos: z.object({
      vencidos: z.number().int(),
      porVencer: z.number().int(),
      activosAfectados: z.number().int(),
      /** The flagged documents, the soonest expiry first. */
      proximos: z.array(
        z.object({
          id: z.uuid(),
          tipo: z.enum(TIPOS_DOCUMENTO_ACTIVO),
          numero: z.string().nullable(),
          vence: z.string(),
          activo: z.object({ id: z.uuid(), codigo: z.string() }),
        }),
      ),
    }),
  })
  .meta({ id: 'DashboardEquipos' })
export type DashboardEquipos = z.infer<typeof dashboardEquiposSchema>
