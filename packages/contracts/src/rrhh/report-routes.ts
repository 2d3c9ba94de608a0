// The daily report's API: HR's calls under the operator (history, create, edit, observe, validate,
// delete) and its queue of observed reports; the operator's own calls under /v1/operador, for
// users linked to an operator record only (audience `operador`), each seeing only its reports.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createReportOperadorSchema,
  createReportSchema,
  firmarReportSchema,
  listReportsObservadosQuerySchema,
  listReportsQuerySchema,
  observarReportSchema,
  opcionesReportSchema,
  reportDeOperadorParamsSchema,
  reportDetailSchema,
  reportPageSchema,
  reportParamsSchema,
  reportsHoySchema,
  updateReportSchema,
  validarReportSchema,
} from './report.ts'

const tags = ['reports'] as const
const operadorTags = ['reports del operador'] as const

export const listReportsOperadorRoute = defineRoute({
  method: 'get',
  path: '/v1/operadores/{id}/reports',
  summary: 'Historial de reports de un operador: página con filtros y orden',
  tags,
  permission: 'rrhh/detalle-report',
  params: idParamsSchema,
  query: listReportsQuerySchema,
  responses: { 200: { description: 'Una página', schema: reportPageSchema } },
})

export const getOpcionesReportRoute = defineRoute({
  method: 'get',
  path: '/v1/operadores/{id}/report-opciones',
  summary: 'Equipos (asignaciones) para los que se puede escribir un report del operador',
  tags,
  permission: 'rrhh/crear-report',
  params: idParamsSchema,
  responses: { 200: { description: 'Sus asignaciones', schema: opcionesReportSchema } },
})

export const createReportRoute = defineRoute({
  method: 'post',
  path: '/v1/operadores/{id}/reports',
  summary: 'Crear un report (borrador) de un operador',
  tags,
  permission: 'rrhh/crear-report',
  params: idParamsSchema,
  body: createReportSchema,
  responses: { 201: { description: 'Creado', schema: reportDetailSchema } },
})

export const getReportRoute = defineRoute({
  method: 'get',
  path: '/v1/operadores/{idOperador}/reports/{idReport}',
  summary: 'Report con sus firmas (verificadas) y su historial',
  tags,
  permission: 'rrhh/detalle-report',
  params: reportDeOperadorParamsSchema,
  responses: { 200: { description: 'El report', schema: reportDetailSchema } },
})

export const updateReportRoute = defineRoute({
  method: 'patch',
  path: '/v1/operadores/{idOperador}/reports/{idReport}',
  summary: 'Corregir un report en borrador o en observación (con la versión leída)',
  tags,
  permission: 'rrhh/editar-report',
  params: reportDeOperadorParamsSchema,
  body: updateReportSchema,
  responses: { 200: { description: 'Editado', schema: reportDetailSchema } },
})

export const observarReportRoute = defineRoute({
  method: 'post',
  path: '/v1/operadores/{idOperador}/reports/{idReport}/observacion',
  summary: 'Poner un report firmado en observación, con lo que debe corregirse',
  tags,
  permission: 'rrhh/editar-report',
  params: reportDeOperadorParamsSchema,
  body: observarReportSchema,
  responses: { 200: { description: 'En observación', schema: reportDetailSchema } },
})

export const validarReportRoute = defineRoute({
  method: 'post',
  path: '/v1/operadores/{idOperador}/reports/{idReport}/validacion',
  summary: 'Validar un report firmado (queda cerrado)',
  tags,
  permission: 'rrhh/editar-report',
  params: reportDeOperadorParamsSchema,
  body: validarReportSchema,
  responses: { 200: { description: 'Validado', schema: reportDetailSchema } },
})

export const deleteReportRoute = defineRoute({
  method: 'delete',
  path: '/v1/operadores/{idOperador}/reports/{idReport}',
  summary: 'Eliminar un report no validado (se conserva, marcado como eliminado)',
  tags,
  // The spec gives the delete no key of its own: the report history's action, it takes its key.
  permission: 'rrhh/detalle-report',
  audience: 'staff',
  params: reportDeOperadorParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})

export const listReportsObservadosRoute = defineRoute({
  method: 'get',
  path: '/v1/reports/en-observacion',
  summary: 'Reports en observación de todos los operadores',
  tags,
  permission: 'rrhh/editar-report',
  query: listReportsObservadosQuerySchema,
  responses: { 200: { description: 'Una página', schema: reportPageSchema } },
})

// The operator's own reports (operador portal).

export const listReportsHoyRoute = defineRoute({
  method: 'get',
  path: '/v1/operador/reports/hoy',
  summary: 'Mis reports de hoy y los que aún debo firmar o corregir',
  tags: operadorTags,
  permission: 'operador/listar-reports',
  audience: 'operador',
  responses: { 200: { description: 'Sus reports', schema: reportsHoySchema } },
})

export const listMisReportsRoute = defineRoute({
  method: 'get',
  path: '/v1/operador/reports',
  summary: 'Mi histórico de reports: página con filtros y orden',
  tags: operadorTags,
  permission: 'operador/listar-historico-reports',
  audience: 'operador',
  query: listReportsQuerySchema,
  responses: { 200: { description: 'Una página', schema: reportPageSchema } },
})

export const getMiReportRoute = defineRoute({
  method: 'get',
  path: '/v1/operador/reports/{id}',
  summary: 'Uno de mis reports, con sus firmas y su historial',
  tags: operadorTags,
  permission: 'operador/listar-reports',
  audience: 'operador',
  params: reportParamsSchema,
  responses: { 200: { description: 'El report', schema: reportDetailSchema } },
})

export const getMisOpcionesReportRoute = defineRoute({
  method: 'get',
  path: '/v1/operador/report-opciones',
  summary: 'Mis equipos asignados, para escribir un report',
  tags: operadorTags,
  permission: 'operador/crear-report',
  audience: 'operador',
  responses: { 200: { description: 'Mis asignaciones', schema: opcionesReportSchema } },
})

export const createMiReportRoute = defineRoute({
  method: 'post',
  path: '/v1/operador/reports',
  summary:
    'Crear (o sincronizar) un report: la misma claveSync responde el report ya creado, sin duplicarlo',
  tags: operadorTags,
  permission: 'operador/crear-report',
  audience: 'operador',
  body: createReportOperadorSchema,
  responses: {
    201: { description: 'Creado', schema: reportDetailSchema },
    200: { description: 'Ya sincronizado antes: el mismo report', schema: reportDetailSchema },
  },
})

export const updateMiReportRoute = defineRoute({
  method: 'patch',
  path: '/v1/operador/reports/{id}',
  summary: 'Editar mi report en borrador o en observación (con la versión leída)',
  tags: operadorTags,
  permission: 'operador/crear-report',
  audience: 'operador',
  params: reportParamsSchema,
  body: updateReportSchema,
  responses: { 200: { description: 'Editado', schema: reportDetailSchema } },
})

export const firmarMiReportRoute = defineRoute({
  method: 'post',
  path: '/v1/operador/reports/{id}/firma',
  summary: 'Firmar mi report con la firma dibujada (queda de solo lectura)',
  tags: operadorTags,
  permission: 'operador/firmar-report',
  audience: 'operador',
  params: reportParamsSchema,
  body: firmarReportSchema,
  responses: { 200: { description: 'Firmado', schema: reportDetailSchema } },
})
