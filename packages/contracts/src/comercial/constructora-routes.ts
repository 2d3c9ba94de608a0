// The API routes of constructoras, with "agregar obra". The catalogue gives constructora routes
// no permission keys (`''`): every staff user may call them, never a site client or an operator
// (`audience: 'staff'`, docs/domain.md, users).
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema, notPaged } from '../common/route-parts.ts'
import {
  constructoraDetailSchema,
  constructoraPageSchema,
  createConstructoraSchema,
  listConstructorasQuerySchema,
  updateConstructoraSchema,
} from './constructora.ts'
import { constructoraColumns } from './constructora-columns.ts'
import { createConstructoraObraSchema, obraDetailSchema } from './obra.ts'

const tags = ['constructoras'] as const

export const listConstructorasRoute = defineRoute({
  method: 'get',
  path: '/v1/constructoras',
  summary: 'Constructoras: página con búsqueda, filtros y orden',
  tags,
  permission: '',
  audience: 'staff',
  query: listConstructorasQuerySchema,
  responses: { 200: { description: 'Una página', schema: constructoraPageSchema } },
})

export const exportConstructorasRoute = defineRoute({
  method: 'get',
  path: '/v1/constructoras/exportar',
  summary: 'Constructoras: exportación CSV o Excel',
  tags,
  permission: '',
  audience: 'staff',
  query: listConstructorasQuerySchema.omit(notPaged).extend(exportParams(constructoraColumns)),
  responses: { 200: exportFileResponse },
})

export const getConstructoraRoute = defineRoute({
  method: 'get',
  path: '/v1/constructoras/{id}',
  summary: 'Constructora con sus obras',
  tags,
  permission: '',
  audience: 'staff',
  params: idParamsSchema,
  responses: { 200: { description: 'La constructora', schema: constructoraDetailSchema } },
})

export const createConstructoraRoute = defineRoute({
  method: 'post',
  path: '/v1/constructoras',
  summary: 'Crear constructora',
  tags,
  permission: '',
  audience: 'staff',
  body: createConstructoraSchema,
  responses: { 201: { description: 'Creada', schema: constructoraDetailSchema } },
})

export const updateConstructoraRoute = defineRoute({
  method: 'patch',
  path: '/v1/constructoras/{id}',
  summary: 'Editar constructora (con la versión leída)',
  tags,
  permission: '',
  audience: 'staff',
  params: idParamsSchema,
  body: updateConstructoraSchema,
  responses: { 200: { description: 'Editada', schema: constructoraDetailSchema } },
})

export const deleteConstructoraRoute = defineRoute({
  method: 'delete',
  path: '/v1/constructoras/{id}',
  summary: 'Eliminar constructora (sin obras)',
  tags,
  permission: '',
  audience: 'staff',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})

export const createConstructoraObraRoute = defineRoute({
  method: 'post',
  path: '/v1/constructoras/{id}/obras',
  summary: 'Agregar obra a la constructora',
  tags,
  permission: '',
  audience: 'staff',
  // It creates an obra: whoever may not create one from the obras list may not create it here.
  alsoRequires: ['comercial/crear-obra'],
  params: idParamsSchema,
  body: createConstructoraObraSchema,
  responses: { 201: { description: 'Obra creada', schema: obraDetailSchema } },
})
