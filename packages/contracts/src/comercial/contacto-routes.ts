// The contacts of a razón social, under its path. Reading them needs the razón social's detail
// key; changing them is editing the razón social (there are no contact keys in the catalogue).
import { z } from 'zod'
import { entityRoutes } from '../common/entity-routes.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  contactoParamsSchema,
  contactoRowSchema,
  createContactoSchema,
  updateContactoSchema,
} from './contacto.ts'

const tags = ['razones sociales'] as const
const contactos = entityRoutes({
  path: '/v1/razones-sociales/{id}/contactos',
  tags,
  nombre: { singular: 'contacto', plural: 'Contactos', genero: 'm' },
  schemas: {
    page: z.object({ items: z.array(contactoRowSchema) }),
    detail: contactoRowSchema,
    create: createContactoSchema,
    update: updateContactoSchema,
  },
  collectionParams: idParamsSchema,
  itemPath: '/v1/razones-sociales/{id}/contactos/{contactoId}',
  itemParams: contactoParamsSchema,
  permission: 'comercial/editar-razon-social',
})

/** Every contact at once (never paged). */
export const listContactosRoute = contactos.list({
  permission: 'comercial/detalle-razon-social',
  summary: 'Contactos de una razón social',
  answer: 'Sus contactos',
})

export const createContactoRoute = contactos.create({
  summary: 'Agregar contacto a una razón social',
})
export const updateContactoRoute = contactos.update()
export const deleteContactoRoute = contactos.delete()
