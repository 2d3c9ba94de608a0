// Grupo cliente: a holding that groups razones sociales (docs/domain.md, commercial master data).
import { z } from 'zod'
import {
  grupoNombradoFields,
  grupoNombradoRowShape,
  readSchemas,
  writeSchemas,
} from '../common/entity-schemas.ts'
import { listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'

export const grupoClienteWrite = writeSchemas(
  'GrupoCliente',
  grupoNombradoFields('el nombre del grupo'),
)
export const { createGrupoClienteSchema, updateGrupoClienteSchema } = grupoClienteWrite

export const grupoClienteSorts = withTrackingSorts('nombre')
export const listGruposClienteQuerySchema = listQuerySchema(grupoClienteSorts, 'nombre', {})
export type ListGruposClienteQuery = z.input<typeof listGruposClienteQuerySchema>

export const grupoClienteRead = readSchemas(
  'GrupoCliente',
  {
    ...grupoNombradoRowShape,
    /** Razones sociales (not deleted) in the group. */
    razonesSocialesCount: z.number().int(),
  },
  {
    /** Up to DETAIL_RELATED_MAX, by name; razonesSocialesCount says how many in all. */
    razonesSociales: z.array(
      z.object({
        id: z.uuid(),
        rut: z.string(),
        razonSocial: z.string(),
        nombreFantasia: z.string().nullable(),
        activo: z.boolean(),
      }),
    ),
  },
)
export const { grupoClienteRowSchema, grupoClienteDetailSchema, grupoClientePageSchema } =
  grupoClienteRead
export type GrupoClienteRow = z.infer<typeof grupoClienteRowSchema>
export type GrupoClienteDetail = z.infer<typeof grupoClienteDetailSchema>
