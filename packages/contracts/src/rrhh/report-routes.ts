// The daily report's API: HR's calls under the operator (history, create, edit, observe, validate,
// delete) and its queue of observed reports; the operator's own calls under /v1/operador, for
// users linked to an operator record only (audience `operador`), each seeing only its reports.
import { defineRoute } from '../api-route.ts'
import { entityRoutes, listRoute } from '../common/entity-routes.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  createReportOperadorSchema,
  firmarReportSchema,
  listReportsObservadosQuerySchema,
  listReportsQuerySchema,
  observarReportSchema,
  opcionesReportSchema,
  reportDeOperadorParamsSchema,
  reportDetailSchema,
  reportPageSchema,
  reportParamsSchema,
  reportRead,
  reportsHoySchema,
  reportWrite,
  updateReportSchema,
  validarReportSchema,
} from './report.ts'

const tags = ['reports'] as const
const operadorTags = ['reports del operador'] as const
const nombre = { singular: 'report', plural: 'Reports', genero: 'm' } as const

const editar = 'rrhh/editar-report'
const reports = entityRoutes({
  path: '/v1/operadores/{id}/reports',
  tags,
  nombre,
  schemas: {
    ...reportRead,
    ...reportWrite,
    query: listReportsQuerySchema,
  },
  collectionParams: idParamsSchema,
  itemPath: '/v1/operadores/{idOperador}/reports/{idReport}',
  itemParams: reportDeOperadorParamsSchema,
  permission: editar,
})
/** The operator's own (operador portal): only the reports of the operator the user is. */
const misReports = entityRoutes({
  path: '/v1/operador/reports',
  tags: operadorTags,
  nombre,
  schemas: {
    query: listReportsQuerySchema,
    page: reportPageSchema,
    detail: reportDetailSchema,
    update: updateReportSchema,
  },
  itemParams: reportParamsSchema,
  audience: 'operador',
})

export const listReportsOperadorRoute = reports.list({
  permission: 'rrhh/detalle-report',
  summary: 'Historial de reports de un operador: página con filtros y orden',
})

export const getReportOpcionesRoute = defineRoute({
  method: 'get',
  path: '/v1/operadores/{id}/report-opciones',
  summary: 'Equipos (asignaciones) para los que se puede escribir un report del operador',
  tags,
  permission: 'rrhh/crear-report',
  params: idParamsSchema,
  responses: { 200: { description: 'Sus asignaciones', schema: opcionesReportSchema } },
})

export const createReportRoute = reports.create({
  permission: 'rrhh/crear-report',
  summary: 'Crear un report (borrador) de un operador',
})
export const getReportRoute = reports.get({
  permission: 'rrhh/detalle-report',
  summary: 'Report con sus firmas (verificadas) y su historial',
})
export const updateReportRoute = reports.update({
  summary: 'Corregir un report en borrador o en observación (con la versión leída)',
})
export const observeReportRoute = reports.action(
  'observacion',
  {
    summary: 'Poner un report firmado en observación, con lo que debe corregirse',
    answer: 'En observación',
  },
  observarReportSchema,
)
export const validateReportRoute = reports.action(
  'validacion',
  { summary: 'Validar un report firmado (queda cerrado)', answer: 'Validado' },
  validarReportSchema,
)
export const deleteReportRoute = reports.delete({
  // The spec gives the delete no key of its own: the report history's action, it takes its key.
  permission: 'rrhh/detalle-report',
  audience: 'staff',
  summary: 'Eliminar un report no validado (se conserva, marcado como eliminado)',
})

export const listReportsObservadosRoute = listRoute(
  '/v1/reports/en-observacion',
  tags,
  { permission: editar, summary: 'Reports en observación de todos los operadores' },
  { query: listReportsObservadosQuerySchema, page: reportPageSchema },
)

// The operator's own reports (operador portal).

export const listReportsHoyRoute = misReports.view(
  'hoy',
  {
    permission: 'operador/listar-reports',
    summary: 'Mis reports de hoy y los que aún debo firmar o corregir',
    answer: 'Sus reports',
  },
  reportsHoySchema,
)

export const listMisReportsRoute = misReports.list({
  permission: 'operador/listar-historico-reports',
  summary: 'Mi histórico de reports: página con filtros y orden',
})
export const getMiReportRoute = misReports.get({
  permission: 'operador/listar-reports',
  summary: 'Uno de mis reports, con sus firmas y su historial',
})

export const getMiReportOpcionesRoute = defineRoute({
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

export const updateMiReportRoute = misReports.update({
  permission: 'operador/crear-report',
  summary: 'Editar mi report en borrador o en observación (con la versión leída)',
})
export const signMiReportRoute = misReports.action(
  'firma',
  {
    permission: 'operador/firmar-report',
    summary: 'Firmar mi report con la firma dibujada (queda de solo lectura)',
    answer: 'Firmado',
  },
  firmarReportSchema,
)
