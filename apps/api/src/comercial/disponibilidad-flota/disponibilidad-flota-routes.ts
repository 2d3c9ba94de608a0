// Mounts the fleet availability's routes (contracts: comercial/disponibilidad-flota-routes.ts).
import {
  getDisponibilidadFlotaOpcionesRoute,
  getDisponibilidadFlotaRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { getDisponibilidadFlota } from './get-disponibilidad-flota.ts'
import { getDisponibilidadFlotaOpciones } from './get-disponibilidad-flota-opciones.ts'

export function registerDisponibilidadFlotaRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getDisponibilidadFlotaOpcionesRoute, async (c) =>
    c.json(await getDisponibilidadFlotaOpciones(c.var.deps.db), 200),
  )
  registerRoute(app, getDisponibilidadFlotaRoute, async (c) =>
    c.json(await getDisponibilidadFlota(c.var.deps.db, c.req.valid('query')), 200),
  )
}
