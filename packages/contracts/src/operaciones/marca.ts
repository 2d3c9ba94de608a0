// Marca: the maker of an asset (Caterpillar, JCB…); its name is unique whatever the case
// (docs/domain.md, operations master data).
import { z } from 'zod'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import { textoObligatorio } from '../common/fields.ts'
import { listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'

export const marcaWrite = writeSchemas('Marca', {
  nombre: textoObligatorio('el nombre de la marca', 80),
})
export const { createMarcaSchema, updateMarcaSchema } = marcaWrite
export type CreateMarcaInput = z.input<typeof createMarcaSchema>

export const marcaSorts = withTrackingSorts('nombre')
export const listMarcasQuerySchema = listQuerySchema(marcaSorts, 'nombre', {})
export type ListMarcasQuery = z.input<typeof listMarcasQuerySchema>

export const marcaRead = readSchemas('Marca', {
  id: z.uuid(),
  nombre: z.string(),
  /** Assets (not deleted) of this brand. */
  activosCount: z.number().int(),
})
export const { marcaRowSchema, marcaDetailSchema, marcaPageSchema } = marcaRead
export type MarcaRow = z.infer<typeof marcaRowSchema>
export type MarcaDetail = z.infer<typeof marcaDetailSchema>
