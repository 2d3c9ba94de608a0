// The API routes of proveedores (regular ones in the list; detail, edit and delete serve
// provisional ones too). The catalogue has no proveedor detail screen: the edit screen loads the
// proveedor, so reading one needs its key, comercial/editar-proveedor.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema, notPaged } from '../common/route-parts.ts'
import {
  createProveedorSchema,
  listProveedoresQuerySchema,
  proveedorDetailSchema,
  proveedorPageSchema,
  updateProveedorSchema,
} from './proveedor.ts'
import { proveedorColumns } from './proveedor-columns.ts'

const tags = ['proveedores'] as const

export const listProveedoresRoute = defineRoute({
  method: 'get',
  path: '/v1/proveedores',
  summary: 'Proveedores (validados): página con búsqueda, filtros y orden',
  tags,
  permission: 'comercial/listar-proveedores',
  query: listProveedoresQuerySchema,
  responses: { 200: { description: 'Una página', schema: proveedorPageSchema } },
})

export const exportProveedoresRoute = defineRoute({
  method: 'get',
  path: '/v1/proveedores/exportar',
  summary: 'Proveedores (validados): exportación CSV o Excel',
  tags,
  permission: 'comercial/exportar-proveedor',
  query: listProveedoresQuerySchema.omit(notPaged).extend(exportParams(proveedorColumns)),
  responses: { 200: exportFileResponse },
})

export const getProveedorRoute = defineRoute({
  method: 'get',
  path: '/v1/proveedores/{id}',
  summary: 'Proveedor (validado o provisorio)',
  tags,
  permission: 'comercial/editar-proveedor',
  params: idParamsSchema,
  responses: { 200: { description: 'El proveedor', schema: proveedorDetailSchema } },
})

export const createProveedorRoute = defineRoute({
  method: 'post',
  path: '/v1/proveedores',
  summary: 'Crear proveedor (con datos bancarios)',
  tags,
  permission: 'comercial/crear-proveedor',
  body: createProveedorSchema,
  responses: { 201: { description: 'Creado', schema: proveedorDetailSchema } },
})

export const updateProveedorRoute = defineRoute({
  method: 'patch',
  path: '/v1/proveedores/{id}',
  summary: 'Editar proveedor (con la versión leída)',
  tags,
  permission: 'comercial/editar-proveedor',
  params: idParamsSchema,
  body: updateProveedorSchema,
  responses: { 200: { description: 'Editado', schema: proveedorDetailSchema } },
})

export const deleteProveedorRoute = defineRoute({
  method: 'delete',
  path: '/v1/proveedores/{id}',
  summary: 'Eliminar proveedor (sin usuarios arrendadores activos)',
  tags,
  permission: 'comercial/proveedor_eliminar',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
