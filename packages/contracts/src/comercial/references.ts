// The small shapes one entity shows of another (an obra names its constructora; a razón social
// lists its obras), and the bookkeeping every row carries: version for optimistic concurrency and
// who changed it when.
import { z } from 'zod'

/** A user as a row's author: who created or last changed it. */
export const usuarioRefSchema = z.object({ id: z.uuid(), nombre: z.string() })

/** Every row: `version` goes back with the next edit or delete (409 when someone got first). */
export const rowTrackingShape = {
  version: z.number().int(),
  /** ISO 8601 instants. */
  creadoEn: z.string(),
  actualizadoEn: z.string(),
}

/** Details add who created and last changed the row (null = the system: seed, migrations). */
export const detailTrackingShape = {
  creadoPor: usuarioRefSchema.nullable(),
  actualizadoPor: usuarioRefSchema.nullable(),
}

export const grupoClienteRefSchema = z.object({ id: z.uuid(), nombre: z.string() })

export const razonSocialRefSchema = z.object({
  id: z.uuid(),
  rut: z.string(),
  razonSocial: z.string(),
})

export const constructoraRefSchema = z.object({
  id: z.uuid(),
  rut: z.string(),
  nombre: z.string(),
})

/** An obra as its razón social's or constructora's detail lists it. */
export const obraResumenSchema = z.object({
  id: z.uuid(),
  codigo: z.string(),
  nombre: z.string(),
  comuna: z.string(),
  activa: z.boolean(),
})
export type ObraResumen = z.infer<typeof obraResumenSchema>

/** How many related rows a detail lists at most; `…Total` says how many there are. */
export const DETAIL_RELATED_MAX = 200
