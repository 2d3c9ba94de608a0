// Provisional proveedores: listed apart, created with less data, and validated (bank data
// completed) into regular ones. Editing and deleting them go through /v1/proveedores/{id}.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { notPaged } from '../common/route-parts.ts'
import {
  createProveedorProvisorioSchema,
  listProveedoresQuerySchema,
  proveedorDetailSchema,
  proveedorPageSchema,
  validateProveedorSchema,
} from './proveedor.ts'
import { proveedorProvisorioColumns } from './proveedor-columns.ts'

const tags = ['proveedores'] as const

export const listProveedoresProvisoriosRoute = defineRoute({
  method: 'get',
  path: '/v1/proveedores-provisorios',
  summary: 'Proveedores provisorios: página con búsqueda, filtros y orden',
  tags,
  permission: 'comercial/listar-proveedores-provisorios',
  query: listProveedoresQuerySchema,
  responses: { 200: { description: 'Una página', schema: proveedorPageSchema } },
})

// Exporting provisional proveedores is exporting proveedores: the same key, as their list screen
// offers it.
export const exportProveedoresProvisoriosRoute = defineRoute({
  method: 'get',
  path: '/v1/proveedores-provisorios/exportar',
  summary: 'Proveedores provisorios: exportación CSV o Excel',
  tags,
  permission: 'comercial/exportar-proveedor',
  query: listProveedoresQuerySchema.omit(notPaged).extend(exportParams(proveedorProvisorioColumns)),
  responses: { 200: exportFileResponse },
})

export const getProveedorProvisorioRoute = defineRoute({
  method: 'get',
  path: '/v1/proveedores-provisorios/{id}',
  summary: 'Proveedor provisorio, para validarlo',
  tags,
  permission: 'comercial/validar-proveedor',
  params: idParamsSchema,
  responses: { 200: { description: 'El proveedor provisorio', schema: proveedorDetailSchema } },
})

export const createProveedorProvisorioRoute = defineRoute({
  method: 'post',
  path: '/v1/proveedores-provisorios',
  summary: 'Crear proveedor provisorio (RUT y razón social bastan)',
  tags,
  permission: 'comercial/crear-proveedor',
  body: createProveedorProvisorioSchema,
  responses: { 201: { description: 'Creado', schema: proveedorDetailSchema } },
})

export const validateProveedorRoute = defineRoute({
  method: 'post',
  path: '/v1/proveedores-provisorios/{id}/validar',
  summary: 'Validar proveedor provisorio: completa sus datos y lo vuelve proveedor regular',
  tags,
  permission: 'comercial/validar-proveedor',
  params: idParamsSchema,
  body: validateProveedorSchema,
  responses: { 200: { description: 'Validado', schema: proveedorDetailSchema } },
})
