// The trabajadores' API. The catalogue gives the edit screen the detail's key, so editing takes
// `rrhh/detalle-trabajador`; it has no delete or export key, so there is no delete (a worker who
// leaves is set inactive) and no export.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  createTrabajadorSchema,
  listTrabajadoresQuerySchema,
  trabajadorDetailSchema,
  trabajadorPageSchema,
  updateTrabajadorSchema,
} from './trabajador.ts'

const tags = ['trabajadores'] as const

export const listTrabajadoresRoute = defineRoute({
  method: 'get',
  path: '/v1/trabajadores',
  summary: 'Listar trabajadores: página con búsqueda, filtros y orden',
  tags,
  permission: 'rrhh/listar-trabajadores',
  query: listTrabajadoresQuerySchema,
  responses: { 200: { description: 'Una página', schema: trabajadorPageSchema } },
})

export const getTrabajadorRoute = defineRoute({
  method: 'get',
  path: '/v1/trabajadores/{id}',
  summary: 'Trabajador con su registro de operador y sus documentos',
  tags,
  permission: 'rrhh/detalle-trabajador',
  params: idParamsSchema,
  responses: { 200: { description: 'El trabajador', schema: trabajadorDetailSchema } },
})

export const createTrabajadorRoute = defineRoute({
  method: 'post',
  path: '/v1/trabajadores',
  summary: 'Crear trabajador (y su registro de operador, si lo es)',
  tags,
  permission: 'rrhh/crear-trabajador',
  body: createTrabajadorSchema,
  responses: { 201: { description: 'Creado', schema: trabajadorDetailSchema } },
})

export const updateTrabajadorRoute = defineRoute({
  method: 'patch',
  path: '/v1/trabajadores/{id}',
  summary: 'Editar trabajador y su condición de operador (con la versión leída)',
  tags,
  permission: 'rrhh/detalle-trabajador',
  params: idParamsSchema,
  body: updateTrabajadorSchema,
  responses: { 200: { description: 'Editado', schema: trabajadorDetailSchema } },
})
