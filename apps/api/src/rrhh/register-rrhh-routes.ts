// The HR area's routes: trabajadores and their documents, operadores and their assignments, the
// daily reports (HR's and the operator's own) and the operators' dashboard.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerAsignacionesRoutes } from './asignaciones/asignaciones-routes.ts'
import { registerDashboardOperadoresRoutes } from './dashboard-operadores/dashboard-operadores-routes.ts'
import { registerDocumentosTrabajadorRoutes } from './documentos-trabajador/documentos-trabajador-routes.ts'
import { registerOperadoresRoutes } from './operadores/operadores-routes.ts'
import { registerMisReportsRoutes } from './reports/mis-reports-routes.ts'
import { registerReportsRoutes } from './reports/reports-routes.ts'
import { registerTrabajadoresRoutes } from './trabajadores/trabajadores-routes.ts'

export function registerRrhhRoutes(app: OpenAPIHono<AppEnv>) {
  void app
  registerTrabajadoresRoutes(app)
  registerDocumentosTrabajadorRoutes(app)
  registerReportsRoutes(app)
  registerMisReportsRoutes(app)
  registerOperadoresRoutes(app)
  registerAsignacionesRoutes(app)
  registerDashboardOperadoresRoutes(app)
}
