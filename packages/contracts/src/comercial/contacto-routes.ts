// The contacts of a razón social, under its path. Reading them needs the razón social's detail
// key; changing them is editing the razón social (there are no contact keys in the catalogue).
import { z } from 'zod'
import { defineRoute } from '../api-route.ts'
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
    detail: contactoRowSchema,
    create: createContactoSchema,
    update: updateContactoSchema,
  },
  collectionParams: idParamsSchema,
  itemPath: '/v1/razones-sociales/{id}/contactos/{contactoId}',
  itemParams: contactoParamsSchema,
})
const editar = 'comercial/editar-razon-social'

export const listContactosRoute = defineRoute({
  method: 'get',
  path: '/v1/razones-sociales/{id}/contactos',
  summary: 'Contactos de una razón social',
  tags,
  permission: 'comercial/detalle-razon-social',
  params: idParamsSchema,
  responses: {
    200: { description: 'Sus contactos', schema: z.object({ items: z.array(contactoRowSchema) }) },
  },
})

export const createContactoRoute = contactos.create({
  permission: editar,
  summary: 'Agregar contacto a una razón social',
})
export const updateContactoRoute = contactos.update(editar)
export const deleteContactoRoute = contactos.delete(editar)
