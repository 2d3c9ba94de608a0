// Constructora: a construction company that owns obras (docs/domain.md, commercial master
// data). The catalogue gives its screens no permission keys (docs/permission-keys.md): every
// staff user may use them.
import { z } from 'zod'
import {
  activoSchema,
  emailOpcional,
  rutObligatorio,
  telefonoOpcional,
  textoObligatorio,
  textoOpcional,
  versionSchema,
} from '../common/fields.ts'
import { booleanFilterSchema, listQuerySchema, pageSchema } from '../common/list-query.ts'
import { detailTrackingShape, rowTrackingShape } from '../common/tracking.ts'
import { obraResumenSchema } from './references.ts'

const constructoraFields = {
  rut: rutObligatorio,
  nombre: textoObligatorio('el nombre de la constructora', 200),
  /** The person to call (name); a constructora's obras each have their own administrador. */
  contacto: textoOpcional(120),
  telefono: telefonoOpcional,
  email: emailOpcional,
  activo: activoSchema.optional(),
}

export const createConstructoraSchema = z
  .object(constructoraFields)
  .meta({ id: 'CrearConstructora' })
export type CreateConstructoraInput = z.input<typeof createConstructoraSchema>

export const updateConstructoraSchema = z
  .object(constructoraFields)
  .partial()
  .extend({ version: versionSchema })
  .meta({ id: 'EditarConstructora' })
export type UpdateConstructoraInput = z.input<typeof updateConstructoraSchema>

export const constructoraSorts = ['nombre', 'rut', 'creadoEn', 'actualizadoEn'] as const
export const listConstructorasQuerySchema = listQuerySchema(constructoraSorts, 'nombre', {
  activo: booleanFilterSchema,
})
export type ListConstructorasQuery = z.input<typeof listConstructorasQuerySchema>

export const constructoraRowSchema = z
  .object({
    id: z.uuid(),
    rut: z.string(),
    nombre: z.string(),
    contacto: z.string().nullable(),
    telefono: z.string().nullable(),
    email: z.string().nullable(),
    activo: z.boolean(),
    /** Obras (not deleted) of the constructora. */
    obrasCount: z.number().int(),
    ...rowTrackingShape,
  })
  .meta({ id: 'Constructora' })
export type ConstructoraRow = z.infer<typeof constructoraRowSchema>

export const constructoraDetailSchema = constructoraRowSchema
  .extend({
    /** Up to DETAIL_RELATED_MAX, newest first; obrasCount says how many in all. */
    obras: z.array(obraResumenSchema),
    ...detailTrackingShape,
  })
  .meta({ id: 'ConstructoraDetalle' })
export type ConstructoraDetail = z.infer<typeof constructoraDetailSchema>

export const constructoraPageSchema = pageSchema(constructoraRowSchema)
