// Mounts the equipos de pago routes (contracts: comercial/equipos-de-pago-routes.ts).
import { exportEquiposDePagoRoute, listEquiposDePagoRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { exportEquiposDePago } from './export-equipos-de-pago.ts'
import { listEquiposDePago } from './list-equipos-de-pago.ts'

export function registerEquiposDePagoRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listEquiposDePagoRoute, listEquiposDePago)
  mount.export(exportEquiposDePagoRoute, exportEquiposDePago)
}
