// The small shapes one operations entity shows of another (an asset names its tipo, marca and
// flota; a tipo lists its assets). The bookkeeping every row carries is in ../common/tracking.ts.
import { z } from 'zod'
import { ESTADOS_ACTIVO } from './vocabulary.ts'

export const marcaRefSchema = z.object({ id: z.uuid(), nombre: z.string() })
export type MarcaRef = z.infer<typeof marcaRefSchema>

export const tipoActivoRefSchema = z.object({ id: z.uuid(), nombre: z.string() })
export type TipoActivoRef = z.infer<typeof tipoActivoRefSchema>

export const flotaRefSchema = z.object({ id: z.uuid(), nombre: z.string() })
export type FlotaRef = z.infer<typeof flotaRefSchema>

/** The lessor that owns an asset (null owner = the company's own). */
export const propietarioRefSchema = z.object({
  id: z.uuid(),
  rut: z.string(),
  razonSocial: z.string(),
})
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
