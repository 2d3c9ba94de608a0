// Mounts the logistics queue's routes (contracts: comercial/solicitud-pendiente-routes.ts).
import {
  completeSolicitudRoute,
  getSolicitudPendienteRoute,
  listSolicitudesPendientesRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { completeSolicitud } from './complete-solicitud.ts'
import { getSolicitudPendiente } from './get-solicitud-pendiente.ts'
import { listSolicitudesPendientes } from './list-solicitudes-pendientes.ts'

export function registerSolicitudesPendientesRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listSolicitudesPendientesRoute, listSolicitudesPendientes)
  mount.get(getSolicitudPendienteRoute, getSolicitudPendiente)
  mount.update(completeSolicitudRoute, completeSolicitud)
}
