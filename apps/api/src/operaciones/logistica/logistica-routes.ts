// Mounts logistics' read views (contracts: operaciones/logistica-routes.ts; the fleet's summary is
// comercial's, comercial/resumen-equipos/). The control's export is mounted before anything else
// under its path.
import {
  exportControlEquiposRoute,
  listActivosEnTallerRoute,
  listControlEquiposRoute,
  listLogisticaActivosRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { exportControlEquipos } from './export-control-equipos.ts'
import { listActivosEnTaller } from './list-activos-en-taller.ts'
import { listControlEquipos } from './list-control-equipos.ts'
import { listLogisticaActivos } from './list-logistica-activos.ts'

export function registerLogisticaRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listLogisticaActivosRoute, async (c) =>
    c.json(await listLogisticaActivos(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, listActivosEnTallerRoute, async (c) =>
    c.json(await listActivosEnTaller(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportControlEquiposRoute, (c) =>
    exportControlEquipos(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, listControlEquiposRoute, async (c) =>
    c.json(await listControlEquipos(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
}
