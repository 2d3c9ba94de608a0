// Constructora: a construction company that owns obras (docs/domain.md, commercial master
// data). The catalogue gives its screens no permission keys (docs/permission-keys.md): every
// staff user may use them.
import { z } from 'zod'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import {
  activoSchema,
  rutObligatorio,
  telefonoEmailFields,
  telefonoEmailRowShape,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import { booleanFilterSchema, listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { obraResumenSchema } from './references.ts'

const constructoraFields = {
  rut: rutObligatorio,
  nombre: textoObligatorio('el nombre de la constructora', 200),
  /** The person to call (name); a constructora's obras each have their own administrador. */
  contacto: textoOpcional(120),
  ...telefonoEmailFields,
  activo: activoSchema.optional(),
}

export const constructoraWrite = writeSchemas('Constructora', constructoraFields)
export const { createConstructoraSchema, updateConstructoraSchema } = constructoraWrite
export type CreateConstructoraInput = z.input<typeof createConstructoraSchema>

export const constructoraSorts = withTrackingSorts('nombre', 'rut')
export const listConstructorasQuerySchema = listQuerySchema(constructoraSorts, 'nombre', {
  activo: booleanFilterSchema,
})
export type ListConstructorasQuery = z.input<typeof listConstructorasQuerySchema>

export const constructoraRead = readSchemas(
  'Constructora',
  {
    id: z.uuid(),
    rut: z.string(),
    nombre: z.string(),
    contacto: z.string().nullable(),
    ...telefonoEmailRowShape,
    activo: z.boolean(),
    /** Obras (not deleted) of the constructora. */
    obrasCount: z.number().int(),
  },
  {
    /** Up to DETAIL_RELATED_MAX, newest first; obrasCount says how many in all. */
    obras: z.array(obraResumenSchema),
  },
)
export const { constructoraRowSchema, constructoraDetailSchema, constructoraPageSchema } =
  constructoraRead
export type ConstructoraRow = z.infer<typeof constructoraRowSchema>
export type ConstructoraDetail = z.infer<typeof constructoraDetailSchema>
