// Disponibilidad de flota: per tipo de activo, how many assets are on rent, in the workshop, de
// baja and free on each day of a period, and each asset's busy intervals for a timeline
// (docs/domain.md, "Disponibilidad de flota").
import { z } from 'zod'
import { conPeriodoValido, periodoShape } from '../common/periodo.ts'
import { documentoRefSchema, flotaRefSchema, tipoActivoRefSchema } from '../common/references.ts'
import { valoresDe } from '../common/vocabulary.ts'

/** Without a period: from today, this many days ahead (today included, so 31 days). */
export const DISPONIBILIDAD_DIAS_DEFAULT = 30

export const disponibilidadFlotaQuerySchema = conPeriodoValido(
  z.object({
    ...periodoShape,
    tipoActivoId: z.uuid({ error: 'Elija el tipo de activo de la lista.' }).optional(),
    flotaId: z.uuid({ error: 'Elija la flota de la lista.' }).optional(),
  }),
)

/** Why an asset is not free on a day. */
export const MOTIVO_OCUPACION_LABEL = {
  contrato: 'En arriendo',
  taller: 'En taller',
  baja: 'De baja',
} as const
export const MOTIVOS_OCUPACION = valoresDe(MOTIVO_OCUPACION_LABEL)
export type MotivoOcupacion = (typeof MOTIVOS_OCUPACION)[number]

/** One busy interval of an asset, clipped to the period; both ends included. */
export const ocupacionSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  motivo: z.enum(MOTIVOS_OCUPACION),
  /** The contract that holds it (motivo contrato). */
  contrato: documentoRefSchema.nullable(),
  /** That contract's obra, by código. */
  obra: z.string().nullable(),
})
export type Ocupacion = z.infer<typeof ocupacionSchema>

const dayCounts = z.array(z.number().int())

export const disponibilidadTipoSchema = z.object({
  tipoActivo: tipoActivoRefSchema,
  /** Assets of the tipo (not deleted, of the flota when filtered). */
  total: z.number().int(),
  /**
   * Per day of the period (aligned with `dias`): each asset counted once, on rent before in the
   * workshop before de baja; `libres` is the rest.
   */
  enArriendo: dayCounts,
  enTaller: dayCounts,
  deBaja: dayCounts,
  libres: dayCounts,
  /** The fewest free assets on a day of the period. */
  minLibres: z.number().int(),
  /** Days of the period without a free asset. */
  diasSinLibres: z.number().int(),
  /** Its assets by código, each with its busy intervals in order. */
  activos: z.array(
    z.object({ id: z.uuid(), codigo: z.string(), ocupaciones: z.array(ocupacionSchema) }),
  ),
})
export type DisponibilidadTipo = z.infer<typeof disponibilidadTipoSchema>

export const disponibilidadFlotaSchema = z
  .object({
    desde: z.string(),
    hasta: z.string(),
    /** Every day of the period, `yyyy-MM-dd`: the counts' positions. */
    dias: z.array(z.string()),
    /** By tipo's name; only tipos with assets. */
    tipos: z.array(disponibilidadTipoSchema),
  })
  .meta({ id: 'DisponibilidadFlota' })
export type DisponibilidadFlota = z.infer<typeof disponibilidadFlotaSchema>

/** The filters' choices: every tipo and flota (not deleted), by name. */
export const disponibilidadOpcionesSchema = z
  .object({
    tiposActivo: z.array(tipoActivoRefSchema),
    flotas: z.array(flotaRefSchema),
  })
  .meta({ id: 'DisponibilidadFlotaOpciones' })
export type DisponibilidadOpciones = z.infer<typeof disponibilidadOpcionesSchema>
