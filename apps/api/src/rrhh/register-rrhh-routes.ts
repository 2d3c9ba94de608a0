// The HR area's routes: trabajadores and their documents, operadores and their assignments, the
// daily reports (HR's and the operator's own) and the operators' dashboard.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'

export function registerRrhhRoutes(app: OpenAPIHono<AppEnv>) {
  void app
}
