// The operations area's routes: marcas, tipos de activo, flotas, activos and their documents.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerDocumentosActivoRoutes } from './documentos-activo/documentos-activo-routes.ts'

export function registerOperacionesRoutes(app: OpenAPIHono<AppEnv>) {
  // One line per entity: registerMarcasRoutes(app), …
  registerDocumentosActivoRoutes(app)
  void app
}
