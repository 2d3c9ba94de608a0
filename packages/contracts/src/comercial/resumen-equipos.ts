// Resumen de equipos: the fleet's counts by estado, by tipo and by obra (docs/domain.md,
// "Logística"), read from what movements left the assets in (decision 027); it writes nothing and
// commercial staff open it (comercial/resumen-equipos), so commercial owns it (decision 042).
import { z } from 'zod'
import {
  flotaIdFilter,
  flotaRefSchema,
  obraActualSchema,
  tipoActivoRefSchema,
} from '../common/references.ts'
import { ESTADOS_ACTIVO } from '../common/vocabulary.ts'

export const resumenEquiposQuerySchema = z.object({
  flotaId: flotaIdFilter,
})

/** How many assets in each estado (every estado, 0 included). */
const porEstadoSchema = z.record(z.enum(ESTADOS_ACTIVO), z.number().int())

/** The obras with most assets en obra shown by the summary. */
export const RESUMEN_OBRAS_MAX = 10

export const resumenEquiposSchema = z
  .object({
    /** Assets not deleted (of the flota, when filtered). */
    total: z.number().int(),
    porEstado: porEstadoSchema,
    /** Each tipo with assets, most assets first, with its count by estado. */
    porTipo: z.array(
      z.object({
        tipoActivo: tipoActivoRefSchema,
        total: z.number().int(),
        porEstado: porEstadoSchema,
      }),
    ),
    /** The RESUMEN_OBRAS_MAX obras with most assets en obra, most first. */
    porObra: z.array(z.object({ obra: obraActualSchema, cantidad: z.number().int() })),
    /** How many obras have assets en obra in all. */
    obrasConEquipos: z.number().int(),
    /** The flotas the summary may be filtered by, by name. */
    flotas: z.array(flotaRefSchema),
  })
  .meta({ id: 'ResumenEquipos' })
export type ResumenEquipos = z.infer<typeof resumenEquiposSchema>
