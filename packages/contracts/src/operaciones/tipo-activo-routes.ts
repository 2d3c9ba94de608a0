// The API routes of tipos de activo: list, detail (with its assets), create, edit, delete.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createTipoActivoSchema,
  listTiposActivoQuerySchema,
  tipoActivoDetailSchema,
  tipoActivoPageSchema,
  tiposActivoOpcionesSchema,
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

/**
 * Every tipo de activo not deleted, by name, for the pickers of the commercial screens (a
 * quotation's items, an adición): the names and reference rates every staff user may read, without
 * the operations keys the tipos' own screens need (the catalogue's empty key: staff only).
 */
export const tiposActivoOpcionesRoute = defineRoute({
  method: 'get',
  path: '/v1/tipos-activo/opciones',
  summary: 'Tipos de activo para elegir (nombre, unidad y tarifa de referencia)',
  tags,
  permission: '',
  responses: { 200: { description: 'Los tipos', schema: tiposActivoOpcionesSchema } },
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
