// The API routes of marcas: list, detail, create, edit, delete. The spec gives reading one and
// deleting one no key of their own: they are the marcas list's actions and take its key
// (decision 037); listing, creating and editing have their own keys.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createMarcaSchema,
  listMarcasQuerySchema,
  marcaDetailSchema,
  marcaPageSchema,
  updateMarcaSchema,
} from './marca.ts'

const tags = ['marcas'] as const

export const listMarcasRoute = defineRoute({
  method: 'get',
  path: '/v1/marcas',
  summary: 'Marcas: página con búsqueda y orden',
  tags,
  permission: 'operaciones/listar-marcas',
  query: listMarcasQuerySchema,
  responses: { 200: { description: 'Una página', schema: marcaPageSchema } },
})

export const getMarcaRoute = defineRoute({
  method: 'get',
  path: '/v1/marcas/{id}',
  summary: 'Marca con cuántos activos la usan',
  tags,
  permission: 'operaciones/listar-marcas',
  audience: 'staff',
  params: idParamsSchema,
  responses: { 200: { description: 'La marca', schema: marcaDetailSchema } },
})

export const createMarcaRoute = defineRoute({
  method: 'post',
  path: '/v1/marcas',
  summary: 'Crear marca',
  tags,
  permission: 'operaciones/crear-marca',
  body: createMarcaSchema,
  responses: { 201: { description: 'Creada', schema: marcaDetailSchema } },
})

export const updateMarcaRoute = defineRoute({
  method: 'patch',
  path: '/v1/marcas/{id}',
  summary: 'Editar marca (con la versión leída)',
  tags,
  permission: 'operaciones/editar-marca',
  params: idParamsSchema,
  body: updateMarcaSchema,
  responses: { 200: { description: 'Editada', schema: marcaDetailSchema } },
})

export const deleteMarcaRoute = defineRoute({
  method: 'delete',
  path: '/v1/marcas/{id}',
  summary: 'Eliminar marca (sin activos que la usen)',
  tags,
  permission: 'operaciones/listar-marcas',
  audience: 'staff',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
