// Flota: a named group of assets (a contract's fleet, a region's) an asset may belong to
// (docs/domain.md, operations master data).
import { z } from 'zod'
import { textoObligatorio, textoOpcional, versionSchema } from '../common/fields.ts'
import { listQuerySchema, pageSchema } from '../common/list-query.ts'
import { detailTrackingShape, rowTrackingShape } from '../common/tracking.ts'
import { activoResumenSchema } from './references.ts'

const flotaFields = {
  nombre: textoObligatorio('el nombre de la flota', 120),
  descripcion: textoOpcional(500),
}

export const createFlotaSchema = z.object(flotaFields).meta({ id: 'CrearFlota' })
export type CreateFlotaInput = z.input<typeof createFlotaSchema>

export const updateFlotaSchema = z
  .object(flotaFields)
  .partial()
  .extend({ version: versionSchema })
  .meta({ id: 'EditarFlota' })
export type UpdateFlotaInput = z.input<typeof updateFlotaSchema>

export const flotaSorts = ['nombre', 'creadoEn', 'actualizadoEn'] as const
export const listFlotasQuerySchema = listQuerySchema(flotaSorts, 'nombre', {})
export type ListFlotasQuery = z.input<typeof listFlotasQuerySchema>

export const flotaRowSchema = z
  .object({
    id: z.uuid(),
    nombre: z.string(),
    descripcion: z.string().nullable(),
    /** Assets (not deleted) in the fleet. */
    activosCount: z.number().int(),
    ...rowTrackingShape,
  })
  .meta({ id: 'Flota' })
export type FlotaRow = z.infer<typeof flotaRowSchema>

export const flotaDetailSchema = flotaRowSchema
  .extend({
    /** Up to DETAIL_RELATED_MAX, by código; activosCount says how many in all. */
    activos: z.array(activoResumenSchema),
    ...detailTrackingShape,
  })
  .meta({ id: 'FlotaDetalle' })
export type FlotaDetail = z.infer<typeof flotaDetailSchema>

export const flotaPageSchema = pageSchema(flotaRowSchema)
