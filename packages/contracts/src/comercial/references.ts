// The small shapes one commercial entity shows of another (an obra names its constructora; a
// razón social lists its obras). The bookkeeping every row carries is in ../common/tracking.ts.
import { z } from 'zod'

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

/** An obra as a quotation, contract or request names it. */
export const obraRefSchema = z.object({ id: z.uuid(), codigo: z.string(), nombre: z.string() })
export type ObraRef = z.infer<typeof obraRefSchema>

/** An asset as a contract item or a request names it. */
export const activoRefSchema = z.object({
  id: z.uuid(),
  codigo: z.string(),
  modelo: z.string(),
  marca: z.string(),
  tipoActivo: z.object({ id: z.uuid(), nombre: z.string() }),
})
export type ActivoRef = z.infer<typeof activoRefSchema>

/** A numbered document (quotation, contract, request) as another one links to it. */
export const documentoRefSchema = z.object({ id: z.uuid(), folio: z.string() })
export type DocumentoRef = z.infer<typeof documentoRefSchema>
