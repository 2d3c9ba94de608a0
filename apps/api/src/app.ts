// The HTTP application, built from its dependencies and never listening by itself: index.ts serves
// it, tests call `app.request(...)` in-process.
import { OpenAPIHono } from '@hono/zod-openapi'
import { cors } from 'hono/cors'
import type { AppDeps, AppEnv } from './app-env.ts'
import { registerArrendadorRoutes } from './arrendador/register-arrendador-routes.ts'
import { registerComercialRoutes } from './comercial/register-comercial-routes.ts'
import { listCursors } from './db/list/list-cursor.ts'
import { jsonBodyLimit } from './http/body-limit.ts'
import { onError, onNotFound } from './http/error-handlers.ts'
import { requestId } from './http/request-id.ts'
import { requestLog } from './http/request-log.ts'
import { requestTimeout } from './http/request-timeout.ts'
import { securityHeaders } from './http/security-headers.ts'
import { validationHook } from './http/validation.ts'
import { createMetrics, registerMetricsRoute } from './metrics/metrics.ts'
import { registerNotificacionesRoutes } from './notify/notificaciones-routes.ts'
import { registerOperacionesRoutes } from './operaciones/register-operaciones-routes.ts'
import { registerDocsRoutes } from './routes/docs.ts'
import { registerHealthRoutes } from './routes/health.ts'
import { registerMeRoutes } from './routes/me.ts'
import { registerRrhhRoutes } from './rrhh/register-rrhh-routes.ts'
import { registrarConGuiaElectronica } from './sii/emitir-guia.ts'
import { registerSiiRoutes } from './sii/sii-routes.ts'
import { isFileRoutePath, registerStorageRoutes } from './storage/storage-routes.ts'
import { registerTicketsRoutes } from './tickets/register-tickets-routes.ts'
import { createUserPoolAdmin } from './user-pool/user-pool-admin.ts'
import { registerUsuariosRoutes } from './usuarios/register-usuarios-routes.ts'

export type { AppDeps, AppEnv }
export type App = OpenAPIHono<AppEnv>

export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

  // First: every answer (errors included) carries X-Request-Id, is logged once and counted.
  app.use(requestId())
  const metrics = createMetrics()
  app.use(metrics.middleware)
  app.use(requestLog(deps.logger))
  app.use(securityHeaders())
  app.use(
    cors({
      origin: deps.config.corsOrigins,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      // The portals name a downloaded export after the API's file name.
      exposeHeaders: ['Content-Disposition', 'X-Request-Id'],
      maxAge: 600,
    }),
  )
  app.use(jsonBodyLimit({ except: isFileRoutePath }))
  app.use(requestTimeout(deps.config.requestTimeoutMs))
  // One key for the app's life: a cursor issued by one request is read by the next.
  const cursors = listCursors(deps.config.cursorSecret)
  app.use(async (c, next) => {
    c.set('deps', deps)
    c.set('cursors', cursors)
    await next()
  })
  app.onError(onError(deps.logger))
  app.notFound(onNotFound)

  registerHealthRoutes(app, deps.config.cognito, deps.userPool)
  registerMetricsRoute(app, metrics, deps.config.metricsToken)
  registerMeRoutes(app)
  registerComercialRoutes(app)
  const siiEnv = { SII_CERT_KEY: deps.config.siiCertKey, NODE_ENV: process.env.NODE_ENV }
  // A despacho recorded with its guía electrónica is issued by the SII module (decision 091).
  registerOperacionesRoutes(app, {
    registrarConGuiaElectronica: registrarConGuiaElectronica(siiEnv),
  })
  registerRrhhRoutes(app)
  registerArrendadorRoutes(app)
  registerTicketsRoutes(app)
  registerUsuariosRoutes(app, deps.userPool ?? createUserPoolAdmin(deps.config.cognito))
  registerNotificacionesRoutes(app)
  registerSiiRoutes(app, siiEnv)
  registerStorageRoutes(app, deps.storage)
  registerDocsRoutes(app)
  return app
}
