// Grupo cliente: a holding that groups razones sociales (docs/domain.md, commercial master data).
import { z } from 'zod'
import { textoObligatorio, textoOpcional, versionSchema } from '../common/fields.ts'
import { listQuerySchema, pageSchema } from '../common/list-query.ts'
import { detailTrackingShape, rowTrackingShape } from '../common/tracking.ts'

const grupoClienteFields = {
  nombre: textoObligatorio('el nombre del grupo', 120),
  descripcion: textoOpcional(500),
}

export const createGrupoClienteSchema = z
  .object(grupoClienteFields)
  .meta({ id: 'CrearGrupoCliente' })
export type CreateGrupoClienteInput = z.input<typeof createGrupoClienteSchema>

export const updateGrupoClienteSchema = z
  .object(grupoClienteFields)
  .partial()
  .extend({ version: versionSchema })
  .meta({ id: 'EditarGrupoCliente' })
export type UpdateGrupoClienteInput = z.input<typeof updateGrupoClienteSchema>

export const grupoClienteSorts = ['nombre', 'creadoEn', 'actualizadoEn'] as const
export const listGruposClienteQuerySchema = listQuerySchema(grupoClienteSorts, 'nombre', {})
export type ListGruposClienteQuery = z.input<typeof listGruposClienteQuerySchema>

export const grupoClienteRowSchema = z
  .object({
    id: z.uuid(),
    nombre: z.string(),
    descripcion: z.string().nullable(),
    /** Razones sociales (not deleted) in the group. */
    razonesSocialesCount: z.number().int(),
    ...rowTrackingShape,
  })
  .meta({ id: 'GrupoCliente' })
export type GrupoClienteRow = z.infer<typeof grupoClienteRowSchema>

export const grupoClienteDetailSchema = grupoClienteRowSchema
  .extend({
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
    ...detailTrackingShape,
  })
  .meta({ id: 'GrupoClienteDetalle' })
export type GrupoClienteDetail = z.infer<typeof grupoClienteDetailSchema>

export const grupoClientePageSchema = pageSchema(grupoClienteRowSchema)
