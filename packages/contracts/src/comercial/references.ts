// The small shapes one commercial entity shows of another (an obra names its constructora; a
// razón social lists its obras). What another area names too (an obra, an asset, a razón social,
// a numbered document) is in ../common/references.ts; the bookkeeping every row carries is in
// ../common/tracking.ts.
import { z } from 'zod'

export const grupoClienteRefSchema = z.object({ id: z.uuid(), nombre: z.string() })

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
