// Marca: the maker of an asset (Caterpillar, JCB…); its name is unique whatever the case
// (docs/domain.md, operations master data).
import { z } from 'zod'
import { textoObligatorio, versionSchema } from '../common/fields.ts'
import { listQuerySchema, pageSchema } from '../common/list-query.ts'
import { detailTrackingShape, rowTrackingShape } from '../common/tracking.ts'

const marcaFields = {
  nombre: textoObligatorio('el nombre de la marca', 80),
}

export const createMarcaSchema = z.object(marcaFields).meta({ id: 'CrearMarca' })
export type CreateMarcaInput = z.input<typeof createMarcaSchema>

export const updateMarcaSchema = z
  .object(marcaFields)
  .partial()
  .extend({ version: versionSchema })
  .meta({ id: 'EditarMarca' })
export type UpdateMarcaInput = z.input<typeof updateMarcaSchema>

export const marcaSorts = ['nombre', 'creadoEn', 'actualizadoEn'] as const
export const listMarcasQuerySchema = listQuerySchema(marcaSorts, 'nombre', {})
export type ListMarcasQuery = z.input<typeof listMarcasQuerySchema>

export const marcaRowSchema = z
  .object({
    id: z.uuid(),
    nombre: z.string(),
    /** Assets (not deleted) of this brand. */
    activosCount: z.number().int(),
    ...rowTrackingShape,
  })
  .meta({ id: 'Marca' })
export type MarcaRow = z.infer<typeof marcaRowSchema>

export const marcaDetailSchema = marcaRowSchema
  .extend({ ...detailTrackingShape })
  .meta({ id: 'MarcaDetalle' })
export type MarcaDetail = z.infer<typeof marcaDetailSchema>

export const marcaPageSchema = pageSchema(marcaRowSchema)
