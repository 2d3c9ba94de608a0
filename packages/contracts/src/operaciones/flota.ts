// Flota: a named group of assets (a contract's fleet, a region's) an asset may belong to
// (docs/domain.md, operations master data).
import { z } from 'zod'
import {
  grupoNombradoFields,
  grupoNombradoRowShape,
  readSchemas,
  writeSchemas,
} from '../common/entity-schemas.ts'
import { listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { activoResumenSchema } from './references.ts'

export const flotaWrite = writeSchemas('Flota', grupoNombradoFields('el nombre de la flota'))
export const { createFlotaSchema, updateFlotaSchema } = flotaWrite

export const flotaSorts = withTrackingSorts('nombre')
export const listFlotasQuerySchema = listQuerySchema(flotaSorts, 'nombre', {})
export type ListFlotasQuery = z.input<typeof listFlotasQuerySchema>

export const flotaRead = readSchemas(
  'Flota',
  {
    ...grupoNombradoRowShape,
    /** Assets (not deleted) in the fleet. */
    activosCount: z.number().int(),
  },
  {
    /** Up to DETAIL_RELATED_MAX, by código; activosCount says how many in all. */
    activos: z.array(activoResumenSchema),
  },
)
export const { flotaRowSchema, flotaDetailSchema, flotaPageSchema } = flotaRead
export type FlotaRow = z.infer<typeof flotaRowSchema>
export type FlotaDetail = z.infer<typeof flotaDetailSchema>
