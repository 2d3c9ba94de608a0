// The small shapes one operations entity shows of another (an asset names its marca and owner; a
// tipo lists its assets). What another area names too (a tipo de activo, a flota, an asset) is in
// ../common/references.ts; the bookkeeping every row carries is in ../common/tracking.ts.
import { z } from 'zod'
import { empresaRefSchema, tipoActivoRefSchema } from '../common/references.ts'
import { ESTADOS_ACTIVO } from '../common/vocabulary.ts'

export const marcaRefSchema = z.object({ id: z.uuid(), nombre: z.string() })
export type MarcaRef = z.infer<typeof marcaRefSchema>

/** The lessor that owns an asset (null owner = the company's own). */
export const propietarioRefSchema = empresaRefSchema
export type PropietarioRef = z.infer<typeof propietarioRefSchema>

/** An asset as a tipo's or flota's detail lists it. */
export const activoResumenSchema = z.object({
  id: z.uuid(),
  codigo: z.string(),
  modelo: z.string(),
  marca: z.string(),
  estado: z.enum(ESTADOS_ACTIVO),
})
export type ActivoResumen = z.infer<typeof activoResumenSchema>

/** What every list of assets shows first: its id, código, tipo, marca and modelo. */
export const activoIdentidadShape = {
  id: z.uuid(),
  codigo: z.string(),
  tipoActivo: tipoActivoRefSchema,
  marca: marcaRefSchema,
  modelo: z.string(),
}
