// The API routes of tipos de activo: list, detail (with its assets), create, edit, delete.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createTipoActivoSchema,
  listTiposActivoQuerySchema,
  tipoActivoDetailSchema,
  tipoActivoPageSchema,
  updateTipoActivoSchema,
} from './tipo-activo.ts'

const tags = ['tipos de activo'] as const

export const listTiposActivoRoute = defineRoute({
  method: 'get',
  path: '/v1/tipos-activo',
  summary: 'Tipos de activo: página con búsqueda, filtros y orden',
  tags,
  permission: 'operaciones/listar-tipos-activo',
  query: listTiposActivoQuerySchema,
  responses: { 200: { description: 'Una página', schema: tipoActivoPageSchema } },
})

export const getTipoActivoRoute = defineRoute({
  method: 'get',
  path: '/v1/tipos-activo/{id}',
  summary: 'Tipo de activo con sus activos',
  tags,
  permission: 'operaciones/detalle-tipo-activo',
  params: idParamsSchema,
  responses: { 200: { description: 'El tipo de activo', schema: tipoActivoDetailSchema } },
})

export const createTipoActivoRoute = defineRoute({
  method: 'post',
  path: '/v1/tipos-activo',
  summary: 'Crear tipo de activo',
  tags,
  permission: 'operaciones/crear-tipo-activo',
  body: createTipoActivoSchema,
  responses: { 201: { description: 'Creado', schema: tipoActivoDetailSchema } },
})

export const updateTipoActivoRoute = defineRoute({
  method: 'patch',
  path: '/v1/tipos-activo/{id}',
  summary: 'Editar tipo de activo (con la versión leída)',
  tags,
  permission: 'operaciones/editar-tipo-activo',
  params: idParamsSchema,
  body: updateTipoActivoSchema,
  responses: { 200: { description: 'Editado', schema: tipoActivoDetailSchema } },
})

export const deleteTipoActivoRoute = defineRoute({
  method: 'delete',
  path: '/v1/tipos-activo/{id}',
  summary: 'Eliminar tipo de activo (sin activos de ese tipo)',
  tags,
  permission: 'operaciones/tipo-activo_eliminar',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
