// The contacts of a razón social, under its path. Reading them needs the razón social's detail
// key; changing them is editing the razón social (there are no contact keys in the catalogue).
import { z } from 'zod'
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  contactoParamsSchema,
  contactoRowSchema,
  createContactoSchema,
  updateContactoSchema,
} from './contacto.ts'

const tags = ['razones sociales'] as const

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

export const createContactoRoute = defineRoute({
  method: 'post',
  path: '/v1/razones-sociales/{id}/contactos',
  summary: 'Agregar contacto a una razón social',
  tags,
  permission: 'comercial/editar-razon-social',
  params: idParamsSchema,
  body: createContactoSchema,
  responses: { 201: { description: 'Creado', schema: contactoRowSchema } },
})

export const updateContactoRoute = defineRoute({
  method: 'patch',
  path: '/v1/razones-sociales/{id}/contactos/{contactoId}',
  summary: 'Editar contacto (con la versión leída)',
  tags,
  permission: 'comercial/editar-razon-social',
  params: contactoParamsSchema,
  body: updateContactoSchema,
  responses: { 200: { description: 'Editado', schema: contactoRowSchema } },
})

export const deleteContactoRoute = defineRoute({
  method: 'delete',
  path: '/v1/razones-sociales/{id}/contactos/{contactoId}',
  summary: 'Eliminar contacto',
  tags,
  permission: 'comercial/editar-razon-social',
  params: contactoParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
