// The operations area's routes: marcas, tipos de activo, flotas, activos, their documents and
// their movements, logistics' read views and the equipment dashboard. The fleet's commercial
// reports (availability, equipos de pago, the summary) are comercial's (register-comercial-routes.ts).
// A movement recorded with its guía electrónica is issued by the SII module, which the app hands in.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import type { RegistrarConGuiaElectronica } from '../records/record-movimiento.ts'
import { registerActivosRoutes } from './activos/activos-routes.ts'
import { registerDashboardEquiposRoutes } from './dashboard-equipos/dashboard-equipos-routes.ts'
import { registerDocumentosActivoRoutes } from './documentos-activo/documentos-activo-routes.ts'
import { registerFlotasRoutes } from './flotas/flotas-routes.ts'
import { registerLogisticaRoutes } from './logistica/logistica-routes.ts'
import { registerMarcasRoutes } from './marcas/marcas-routes.ts'
import { registerMovimientosRoutes } from './movimientos/movimientos-routes.ts'
import { registerTiposActivoRoutes } from './tipos-activo/tipos-activo-routes.ts'

export function registerOperacionesRoutes(
  app: OpenAPIHono<AppEnv>,
  sii: { registrarConGuiaElectronica: RegistrarConGuiaElectronica },
) {
  registerMarcasRoutes(app)
  registerTiposActivoRoutes(app)
  registerFlotasRoutes(app)
  registerActivosRoutes(app)
  registerDocumentosActivoRoutes(app)
  registerMovimientosRoutes(app, sii.registrarConGuiaElectronica)
  registerDashboardEquiposRoutes(app)
  registerLogisticaRoutes(app)
}
