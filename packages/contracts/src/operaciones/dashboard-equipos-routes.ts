// The API route of the equipment dashboard.
import { defineRoute } from '../api-route.ts'
import { dashboardEquiposQuerySchema, dashboardEquiposSchema } from './dashboard-equipos.ts'

export const getDashboardEquiposRoute = defineRoute({
  method: 'get',
  path: '/v1/dashboard-equipos',
  summary:
    'Dashboard de equipos: utilización por tipo, flota y mes (por defecto, los últimos 365 días), taller, documentos por vencer y activos por estado',
  tags: ['dashboard-equipos'],
  permission: 'operaciones/dashboard-equipos',
  query: dashboardEquiposQuerySchema,
  responses: { 200: { description: 'El tablero', schema: dashboardEquiposSchema } },
})
