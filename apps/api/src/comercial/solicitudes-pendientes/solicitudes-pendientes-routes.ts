// Mounts the logistics queue's routes (contracts: comercial/solicitud-pendiente-routes.ts).
import {
  completeSolicitudRoute,
  getSolicitudPendienteRoute,
  listSolicitudesPendientesRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { completeSolicitud } from './complete-solicitud.ts'
import { getSolicitudPendiente } from './get-solicitud-pendiente.ts'
import { listSolicitudesPendientes } from './list-solicitudes-pendientes.ts'

export function registerSolicitudesPendientesRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listSolicitudesPendientesRoute, async (c) =>
    c.json(
      await listSolicitudesPendientes(c.var.deps.db, c.req.valid('query'), c.var.cursors),
      200,
    ),
  )
  registerRoute(app, getSolicitudPendienteRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await getSolicitudPendiente(c.var.deps.db, id), 200)
  })
  registerRoute(app, completeSolicitudRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await completeSolicitud(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
}
