// The contacts of a razón social (nombre, cargo, email, teléfono): the people commercial staff
// call about quotations and payments. They belong to their razón social and are edited with it.
import { z } from 'zod'
import { writeSchemas } from '../common/entity-schemas.ts'
import {
  emailOpcional,
  nestedParamsSchema,
  telefonoOpcional,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import { rowTrackingShape } from '../common/tracking.ts'

const contactoFields = {
  nombre: textoObligatorio('el nombre del contacto', 120),
  cargo: textoOpcional(120),
  email: emailOpcional,
  telefono: telefonoOpcional,
}

export const { createContactoSchema, updateContactoSchema } = writeSchemas(
  'Contacto',
  contactoFields,
)
export type CreateContactoInput = z.input<typeof createContactoSchema>

export const contactoRowSchema = z
  .object({
    id: z.uuid(),
    razonSocialId: z.uuid(),
    nombre: z.string(),
    cargo: z.string().nullable(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
    ...rowTrackingShape,
  })
  .meta({ id: 'Contacto' })
export type ContactoRow = z.infer<typeof contactoRowSchema>

export const contactoParamsSchema = nestedParamsSchema('contactoId', 'del contacto')
