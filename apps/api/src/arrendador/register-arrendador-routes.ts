// The lessor area's routes (contracts: arrendador/arrendador-routes.ts; decision 065): the
// arrendador portal's, each reading the proveedor from the signed-in user (proveedor-of.ts), and
// operations staff's incidents and trips. `…/exportar` and `…/subidas` are mounted before `{id}`.
import {
  closeIncidenteRoute,
  createIncidenteRoute,
  createSubidaFotoIncidenteRoute,
  createViajeRoute,
  exportReportsMaquinaRoute,
  getDescargaFotoIncidenteRoute,
  getDescargaFotoIncidenteStaffRoute,
  getEquipoRoute,
  getIncidenteRoute,
  getIncidenteStaffRoute,
  getViajeRoute,
  listEquiposRoute,
  listIncidentesRoute,
  listIncidentesStaffRoute,
  listReportsMaquinaRoute,
  listViajesArrendadorRoute,
  listViajesRoute,
  reviewIncidenteRoute,
  updateViajeRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerRoute } from '../http/register-route.ts'
import { mountOn } from '../records/entity-handlers.ts'
import { getEquipo } from './equipos/get-equipo.ts'
import { listEquipos } from './equipos/list-equipos.ts'
import { registerEstadosDePagoRoutes } from './estados-de-pago/register-estados-de-pago-routes.ts'
import {
  createIncidente,
  createSubidaFotoIncidente,
  descargaFoto,
  descargaFotoIncidente,
  getIncidente,
  listIncidentes,
} from './incidentes/incidentes.ts'
import {
  closeIncidente,
  getIncidenteStaff,
  listIncidentesStaff,
  reviewIncidente,
} from './incidentes/incidentes-staff.ts'
import {
  lessorGet,
  lessorLink,
  lessorList,
  lessorSubida,
  registerLessorRoute,
} from './lessor-routes.ts'
import { exportReportsMaquina } from './reports-maquina/export-reports-maquina.ts'
import { listReportsMaquina } from './reports-maquina/list-reports-maquina.ts'
import {
  createViaje,
  getViaje,
  listViajes,
  listViajesArrendador,
  updateViaje,
} from './viajes/viajes.ts'

export function registerArrendadorRoutes(app: OpenAPIHono<AppEnv>) {
  // The arrendador portal: the signed-in lessor's rows only.
  lessorList(app, listEquiposRoute, listEquipos)
  lessorGet(app, getEquipoRoute, getEquipo)

  registerLessorRoute(app, exportReportsMaquinaRoute, (c, proveedorId) =>
    exportReportsMaquina(c, c.var.deps.db, { ...c.req.valid('query'), proveedorId }),
  )
  lessorList(app, listReportsMaquinaRoute, listReportsMaquina)

  lessorList(app, listViajesRoute, listViajes)
  registerLessorRoute(app, createViajeRoute, async (c, proveedorId) =>
    c.json(await createViaje(c.var.deps.db, c.var.user, proveedorId, c.req.valid('json')), 201),
  )
  lessorGet(app, getViajeRoute, getViaje)
  registerLessorRoute(app, updateViajeRoute, async (c, proveedorId) => {
    const { id } = c.req.valid('param')
    return c.json(
      await updateViaje(c.var.deps.db, c.var.user, proveedorId, id, c.req.valid('json')),
      200,
    )
  })

  lessorSubida(app, createSubidaFotoIncidenteRoute, createSubidaFotoIncidente)
  lessorList(app, listIncidentesRoute, listIncidentes)
  registerLessorRoute(app, createIncidenteRoute, async (c, proveedorId) => {
    const { db, storage } = c.var.deps
    return c.json(
      await createIncidente(db, storage, c.var.user, proveedorId, c.req.valid('json')),
      201,
    )
  })
  lessorGet(app, getIncidenteRoute, getIncidente)
  lessorLink(app, getDescargaFotoIncidenteRoute, descargaFotoIncidente)
  // Its external EDPs and adjustment requests (decision 064, "The lessor's side").
  registerEstadosDePagoRoutes(app)

  // Operations staff.
  const mount = mountOn(app)
  mount.list(listIncidentesStaffRoute, listIncidentesStaff)
  mount.get(getIncidenteStaffRoute, getIncidenteStaff)
  mount.update(reviewIncidenteRoute, reviewIncidente)
  mount.update(closeIncidenteRoute, closeIncidente)
  registerRoute(app, getDescargaFotoIncidenteStaffRoute, async (c) => {
    const { db, storage } = c.var.deps
    return c.json(await descargaFoto(db, storage, c.req.valid('param'), undefined), 200)
  })
  mount.list(listViajesArrendadorRoute, listViajesArrendador)
}
