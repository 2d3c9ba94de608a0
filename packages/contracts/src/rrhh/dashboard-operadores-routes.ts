// The API route of the operators' dashboard.
import { defineRoute } from '../api-route.ts'
import {
  dashboardOperadoresQuerySchema,
  dashboardOperadoresSchema,
} from './dashboard-operadores.ts'

export const getDashboardOperadoresRoute = defineRoute({
  method: 'get',
  path: '/v1/rrhh/operadores-dashboard',
  summary:
    'Dashboard de operadores: horas de los reports por operador, equipo, obra, estado y día (por defecto, el mes en curso); reports por firmar y en observación',
  tags: ['dashboard-operadores'],
  permission: 'rrhh/operadores-dashboard',
  query: dashboardOperadoresQuerySchema,
  responses: { 200: { description: 'El tablero', schema: dashboardOperadoresSchema } },
})
