// The API routes of razones sociales: list, export, detail (with contacts and obras), create,
// edit, delete.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema, notPaged } from '../common/route-parts.ts'
import {
  createRazonSocialSchema,
  listRazonesSocialesQuerySchema,
  razonSocialDetailSchema,
  razonSocialPageSchema,
  updateRazonSocialSchema,
} from './razon-social.ts'
import { razonSocialColumns } from './razon-social-columns.ts'

const tags = ['razones sociales'] as const

export const listRazonesSocialesRoute = defineRoute({
  method: 'get',
  path: '/v1/razones-sociales',
  summary: 'Razones sociales: página con búsqueda, filtros y orden',
  tags,
  permission: 'comercial/listar-razones-sociales',
  query: listRazonesSocialesQuerySchema,
  responses: { 200: { description: 'Una página', schema: razonSocialPageSchema } },
})

export const exportRazonesSocialesRoute = defineRoute({
  method: 'get',
  path: '/v1/razones-sociales/exportar',
  summary: 'Razones sociales: exportación CSV o Excel',
  tags,
  permission: 'comercial/exportar-razon-social',
  query: listRazonesSocialesQuerySchema.omit(notPaged).extend(exportParams(razonSocialColumns)),
  responses: { 200: exportFileResponse },
})

export const getRazonSocialRoute = defineRoute({
  method: 'get',
  path: '/v1/razones-sociales/{id}',
  summary: 'Razón social con sus contactos y obras',
  tags,
  permission: 'comercial/detalle-razon-social',
  params: idParamsSchema,
  responses: { 200: { description: 'La razón social', schema: razonSocialDetailSchema } },
})

export const createRazonSocialRoute = defineRoute({
  method: 'post',
  path: '/v1/razones-sociales',
  summary: 'Crear razón social',
  tags,
  permission: 'comercial/crear-razon-social',
  body: createRazonSocialSchema,
  responses: { 201: { description: 'Creada', schema: razonSocialDetailSchema } },
})

export const updateRazonSocialRoute = defineRoute({
  method: 'patch',
  path: '/v1/razones-sociales/{id}',
  summary: 'Editar razón social (con la versión leída)',
  tags,
  permission: 'comercial/editar-razon-social',
  params: idParamsSchema,
  body: updateRazonSocialSchema,
  responses: { 200: { description: 'Editada', schema: razonSocialDetailSchema } },
})

export const deleteRazonSocialRoute = defineRoute({
  method: 'delete',
  path: '/v1/razones-sociales/{id}',
  summary: 'Eliminar razón social (sin obras)',
  tags,
  permission: 'comercial/razon-social_eliminar',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
