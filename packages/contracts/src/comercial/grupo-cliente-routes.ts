// The API routes of grupos cliente: list, export, detail, create, edit, delete.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema, notPaged } from '../common/route-parts.ts'
import {
  createGrupoClienteSchema,
  grupoClienteDetailSchema,
  grupoClientePageSchema,
  listGruposClienteQuerySchema,
  updateGrupoClienteSchema,
} from './grupo-cliente.ts'
import { grupoClienteColumns } from './grupo-cliente-columns.ts'

const tags = ['grupos cliente'] as const

export const listGruposClienteRoute = defineRoute({
  method: 'get',
  path: '/v1/grupos-cliente',
  summary: 'Grupos cliente: página con búsqueda y orden',
  tags,
  permission: 'comercial/listar-grupos-cliente',
  query: listGruposClienteQuerySchema,
  responses: { 200: { description: 'Una página', schema: grupoClientePageSchema } },
})

export const exportGruposClienteRoute = defineRoute({
  method: 'get',
  path: '/v1/grupos-cliente/exportar',
  summary: 'Grupos cliente: exportación CSV o Excel',
  tags,
  permission: 'comercial/exportar-grupo-cliente',
  query: listGruposClienteQuerySchema.omit(notPaged).extend(exportParams(grupoClienteColumns)),
  responses: { 200: exportFileResponse },
})

export const getGrupoClienteRoute = defineRoute({
  method: 'get',
  path: '/v1/grupos-cliente/{id}',
  summary: 'Grupo cliente con sus razones sociales',
  tags,
  permission: 'comercial/detalle-grupo-cliente',
  params: idParamsSchema,
  responses: { 200: { description: 'El grupo', schema: grupoClienteDetailSchema } },
})

export const createGrupoClienteRoute = defineRoute({
  method: 'post',
  path: '/v1/grupos-cliente',
  summary: 'Crear grupo cliente',
  tags,
  permission: 'comercial/crear-grupo-cliente',
  body: createGrupoClienteSchema,
  responses: { 201: { description: 'Creado', schema: grupoClienteDetailSchema } },
})

export const updateGrupoClienteRoute = defineRoute({
  method: 'patch',
  path: '/v1/grupos-cliente/{id}',
  summary: 'Editar grupo cliente (con la versión leída)',
  tags,
  permission: 'comercial/editar-grupo-cliente',
  params: idParamsSchema,
  body: updateGrupoClienteSchema,
  responses: { 200: { description: 'Editado', schema: grupoClienteDetailSchema } },
})

export const deleteGrupoClienteRoute = defineRoute({
  method: 'delete',
  path: '/v1/grupos-cliente/{id}',
  summary: 'Eliminar grupo cliente (sin razones sociales)',
  tags,
  permission: 'comercial/grupo-cliente_eliminar',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
