// Mounts the notifications' routes (contracts: notificaciones/notificacion-routes.ts): every
// signed-in user's own, whatever its portal.
import {
  countNotificacionesNoLeidasRoute,
  listNotificacionesRoute,
  readAllNotificacionesRoute,
  readNotificacionRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerRoute } from '../http/register-route.ts'
import { countNotificacionesNoLeidas } from './count-notificaciones-no-leidas.ts'
import { listNotificaciones } from './list-notificaciones.ts'
import { readAllNotificaciones } from './read-all-notificaciones.ts'
import { readNotificacion } from './read-notificacion.ts'

export function registerNotificacionesRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listNotificacionesRoute, async (c) =>
    c.json(
      await listNotificaciones(c.var.deps.db, c.var.user.id, c.req.valid('query'), c.var.cursors),
      200,
    ),
  )
  registerRoute(app, countNotificacionesNoLeidasRoute, async (c) =>
    c.json(await countNotificacionesNoLeidas(c.var.deps.db, c.var.user.id), 200),
  )
  registerRoute(app, readNotificacionRoute, async (c) =>
    c.json(await readNotificacion(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200),
  )
  registerRoute(app, readAllNotificacionesRoute, async (c) =>
    c.json(await readAllNotificaciones(c.var.deps.db, c.var.user.id), 200),
  )
}
