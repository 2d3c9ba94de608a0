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
import { mountOn } from '../../records/entity-handlers.ts'
import { exportControlEquipos } from './export-control-equipos.ts'
import { listActivosEnTaller } from './list-activos-en-taller.ts'
import { listControlEquipos } from './list-control-equipos.ts'
import { listLogisticaActivos } from './list-logistica-activos.ts'

export function registerLogisticaRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listLogisticaActivosRoute, listLogisticaActivos)
  mount.list(listActivosEnTallerRoute, listActivosEnTaller)
  mount.export(exportControlEquiposRoute, exportControlEquipos)
  mount.list(listControlEquiposRoute, listControlEquipos)
}
