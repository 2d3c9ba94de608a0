// The API routes of activos: list, export, the pickers' options, detail, create, edit, delete.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema, notPaged } from '../common/route-parts.ts'
import {
  activoDetailSchema,
  activoOpcionesSchema,
  activoPageSchema,
  createActivoSchema,
  listActivosQuerySchema,
  updateActivoSchema,
} from './activo.ts'
import { activoColumns } from './activo-columns.ts'

const tags = ['activos'] as const

export const listActivosRoute = defineRoute({
  method: 'get',
  path: '/v1/activos',
  summary: 'Activos: página con búsqueda, filtros y orden',
  tags,
  permission: 'operaciones/listar-activos',
  query: listActivosQuerySchema,
  responses: { 200: { description: 'Una página', schema: activoPageSchema } },
})

export const exportActivosRoute = defineRoute({
  method: 'get',
  path: '/v1/activos/exportar',
  summary: 'Activos: exportación CSV o Excel',
  tags,
  permission: 'operaciones/exportar-activo',
  query: listActivosQuerySchema.omit(notPaged).extend(exportParams(activoColumns)),
  responses: { 200: exportFileResponse },
})

export const getActivoOpcionesRoute = defineRoute({
  method: 'get',
  path: '/v1/activos/opciones',
  summary: 'Activos: tipos, marcas, flotas y propietarios para elegir y filtrar',
  tags,
  permission: 'operaciones/listar-activos',
  responses: { 200: { description: 'Las opciones', schema: activoOpcionesSchema } },
})

export const getActivoRoute = defineRoute({
  method: 'get',
  path: '/v1/activos/{id}',
  summary: 'Activo, con sus documentos',
  tags,
  permission: 'operaciones/detalle-activo',
  params: idParamsSchema,
  responses: { 200: { description: 'El activo', schema: activoDetailSchema } },
})

export const createActivoRoute = defineRoute({
  method: 'post',
  path: '/v1/activos',
  summary: 'Crear activo (queda disponible)',
  tags,
  permission: 'operaciones/crear-activo',
  body: createActivoSchema,
  responses: { 201: { description: 'Creado', schema: activoDetailSchema } },
})

export const updateActivoRoute = defineRoute({
  method: 'patch',
  path: '/v1/activos/{id}',
  summary: 'Editar activo (con la versión leída; el estado no se edita)',
  tags,
  permission: 'operaciones/editar-activo',
  params: idParamsSchema,
  body: updateActivoSchema,
  responses: { 200: { description: 'Editado', schema: activoDetailSchema } },
})

export const deleteActivoRoute = defineRoute({
  method: 'delete',
  path: '/v1/activos/{id}',
  summary: 'Eliminar activo (no reservado, en obra ni en traslado)',
  tags,
  permission: 'operaciones/activo_eliminar',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
