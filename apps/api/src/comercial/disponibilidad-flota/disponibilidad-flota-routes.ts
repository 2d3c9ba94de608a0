// Mounts the fleet availability's routes (contracts: comercial/disponibilidad-flota-routes.ts).
import {
  getDisponibilidadFlotaOpcionesRoute,
  getDisponibilidadFlotaRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { getDisponibilidadFlota } from './get-disponibilidad-flota.ts'
import { getDisponibilidadFlotaOpciones } from './get-disponibilidad-flota-opciones.ts'

export function registerDisponibilidadFlotaRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.view(getDisponibilidadFlotaOpcionesRoute, getDisponibilidadFlotaOpciones)
  mount.query(getDisponibilidadFlotaRoute, getDisponibilidadFlota)
}
