// The API routes of obras: list, export, detail, create, edit, delete.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema, notPaged } from '../common/route-parts.ts'
import {
  createObraSchema,
  listObrasQuerySchema,
  obraDetailSchema,
  obraPageSchema,
  updateObraSchema,
} from './obra.ts'
import { obraColumns } from './obra-columns.ts'

const tags = ['obras'] as const

export const listObrasRoute = defineRoute({
  method: 'get',
  path: '/v1/obras',
  summary: 'Obras: página con búsqueda, filtros y orden',
  tags,
  permission: 'comercial/listar-obras',
  query: listObrasQuerySchema,
  responses: { 200: { description: 'Una página', schema: obraPageSchema } },
})

export const exportObrasRoute = defineRoute({
  method: 'get',
  path: '/v1/obras/exportar',
  summary: 'Obras: exportación CSV o Excel',
  tags,
  permission: 'comercial/exportar-obra',
  query: listObrasQuerySchema.omit(notPaged).extend(exportParams(obraColumns)),
  responses: { 200: exportFileResponse },
})

export const getObraRoute = defineRoute({
  method: 'get',
  path: '/v1/obras/{id}',
  summary: 'Obra',
  tags,
  permission: 'comercial/detalle-obra',
  params: idParamsSchema,
  responses: { 200: { description: 'La obra', schema: obraDetailSchema } },
})

export const createObraRoute = defineRoute({
  method: 'post',
  path: '/v1/obras',
  summary: 'Crear obra',
  tags,
  permission: 'comercial/crear-obra',
  body: createObraSchema,
  responses: { 201: { description: 'Creada', schema: obraDetailSchema } },
})

export const updateObraRoute = defineRoute({
  method: 'patch',
  path: '/v1/obras/{id}',
  summary: 'Editar obra (con la versión leída)',
  tags,
  permission: 'comercial/editar-obra',
  params: idParamsSchema,
  body: updateObraSchema,
  responses: { 200: { description: 'Editada', schema: obraDetailSchema } },
})

export const deleteObraRoute = defineRoute({
  method: 'delete',
  path: '/v1/obras/{id}',
  summary: 'Eliminar obra (sin usuarios de obra)',
  tags,
  permission: 'comercial/obra_eliminar',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
