// Mounts the fleet availability's routes (contracts: operaciones/disponibilidad-flota-routes.ts).
import { getDisponibilidadFlotaRoute, getDisponibilidadOpcionesRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { getDisponibilidadFlota } from './get-disponibilidad-flota.ts'
import { getDisponibilidadOpciones } from './get-disponibilidad-opciones.ts'

export function registerDisponibilidadRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getDisponibilidadOpcionesRoute, async (c) =>
    c.json(await getDisponibilidadOpciones(c.var.deps.db), 200),
  )
  registerRoute(app, getDisponibilidadFlotaRoute, async (c) =>
    c.json(await getDisponibilidadFlota(c.var.deps.db, c.req.valid('query')), 200),
  )
}
