// The API routes of contratos: the three lists (all, vigentes, terminados: each its catalogue
// key), the export, the detail, and the four requests raised from a contract (adición, cambio,
// retiro parcial, cierre), each with its own key.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { notPaged } from '../common/route-parts.ts'
import {
  contratoDetailSchema,
  contratoPageSchema,
  listContratosEstadoQuerySchema,
  listContratosQuerySchema,
} from './contrato.ts'
import { contratoColumns } from './contrato-columns.ts'
import {
  solicitudAdicionSchema,
  solicitudCambioSchema,
  solicitudCierreSchema,
  solicitudDetailSchema,
  solicitudRetiroParcialSchema,
} from './solicitud.ts'

const tags = ['contratos'] as const

export const listContratosRoute = defineRoute({
  method: 'get',
  path: '/v1/contratos',
  summary: 'Contratos: página con búsqueda (folio, orden de compra), filtros y orden',
  tags,
  permission: 'comercial/listar-contratos',
  query: listContratosQuerySchema,
  responses: { 200: { description: 'Una página', schema: contratoPageSchema } },
})

export const listContratosVigentesRoute = defineRoute({
  method: 'get',
  path: '/v1/contratos-vigentes',
  summary: 'Contratos vigentes',
  tags,
  permission: 'comercial/listar-contratos-vigentes',
  query: listContratosEstadoQuerySchema,
  responses: { 200: { description: 'Una página', schema: contratoPageSchema } },
})

export const listContratosTerminadosRoute = defineRoute({
  method: 'get',
  path: '/v1/contratos-terminados',
  summary: 'Contratos terminados',
  tags,
  permission: 'comercial/listar-contratos-terminados',
  query: listContratosEstadoQuerySchema,
  responses: { 200: { description: 'Una página', schema: contratoPageSchema } },
})

export const exportContratosRoute = defineRoute({
  method: 'get',
  path: '/v1/contratos/exportar',
  summary: 'Contratos: exportación CSV o Excel',
  tags,
  permission: 'comercial/exportar-contrato',
  query: listContratosQuerySchema.omit(notPaged).extend(exportParams(contratoColumns)),
  responses: { 200: exportFileResponse },
})

export const getContratoRoute = defineRoute({
  method: 'get',
  path: '/v1/contratos/{id}',
  summary: 'Contrato con sus ítems, solicitudes e historial',
  tags,
  permission: 'comercial/detalle-contrato',
  params: idParamsSchema,
  responses: { 200: { description: 'El contrato', schema: contratoDetailSchema } },
})

const solicitudCreada = {
  201: { description: 'La solicitud creada (pendiente)', schema: solicitudDetailSchema },
} as const

export const solicitudAdicionRoute = defineRoute({
  method: 'post',
  path: '/v1/contratos/{id}/adicion',
  summary: 'Solicitud de adición de activos a un contrato vigente',
  tags,
  permission: 'comercial/adicion-contrato',
  params: idParamsSchema,
  body: solicitudAdicionSchema,
  responses: solicitudCreada,
})

export const solicitudCambioRoute = defineRoute({
  method: 'post',
  path: '/v1/contratos/{id}/cambio',
  summary: 'Solicitud de cambio de activos de un contrato vigente',
  tags,
  permission: 'comercial/cambio-contrato',
  params: idParamsSchema,
  body: solicitudCambioSchema,
  responses: solicitudCreada,
})

export const solicitudRetiroParcialRoute = defineRoute({
  method: 'post',
  path: '/v1/contratos/{id}/retiro-parcial',
  summary: 'Solicitud de retiro parcial de activos de un contrato vigente',
  tags,
  permission: 'comercial/retiro-parcial-contrato',
  params: idParamsSchema,
  body: solicitudRetiroParcialSchema,
  responses: solicitudCreada,
})

export const solicitudCierreRoute = defineRoute({
  method: 'post',
  path: '/v1/contratos/{id}/cierre-contrato',
  summary: 'Solicitud de cierre de un contrato vigente (retira todos sus activos)',
  tags,
  permission: 'comercial/cierre-contrato',
  params: idParamsSchema,
  body: solicitudCierreSchema,
  responses: solicitudCreada,
})
