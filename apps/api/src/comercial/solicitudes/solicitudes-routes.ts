// Mounts the solicitudes routes (contracts: comercial/solicitud-routes.ts), the four requests
// raised from a contract (comercial/contrato-routes.ts) and the site client's own. Every creation
// goes through create-solicitud.ts. The options are mounted before `{id}`, which would take them.
import {
  approveSolicitudRoute,
  createSolicitudAdicionRoute,
  createSolicitudCambioRoute,
  createSolicitudCierreRoute,
  createSolicitudClienteRoute,
  createSolicitudRetiroParcialRoute,
  getSolicitudClienteOpcionesRoute,
  getSolicitudClienteRoute,
  getSolicitudRoute,
  listSolicitudesClienteRoute,
  listSolicitudesRoute,
  rejectSolicitudRoute,
  updateSolicitudRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { approveSolicitud } from './approve-solicitud.ts'
import { createSolicitudCliente } from './create-solicitud-cliente.ts'
import {
  createSolicitudAdicion,
  createSolicitudCambio,
  createSolicitudCierre,
  createSolicitudRetiroParcial,
} from './create-solicitud-contrato.ts'
import { getSolicitud } from './get-solicitud.ts'
import { getSolicitudClienteOpciones } from './get-solicitud-cliente-opciones.ts'
import { listSolicitudes } from './list-solicitudes.ts'
import { listSolicitudesCliente } from './list-solicitudes-cliente.ts'
import { rejectSolicitud } from './reject-solicitud.ts'
import { updateSolicitud } from './update-solicitud.ts'

export function registerSolicitudesRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  // Staff.
  mount.list(listSolicitudesRoute, listSolicitudes)
  mount.get(getSolicitudRoute, getSolicitud)
  mount.update(updateSolicitudRoute, updateSolicitud)
  mount.update(approveSolicitudRoute, approveSolicitud)
  mount.update(rejectSolicitudRoute, rejectSolicitud)

  // Raised by staff from a contract.
  mount.createIn(createSolicitudAdicionRoute, createSolicitudAdicion)
  mount.createIn(createSolicitudCambioRoute, createSolicitudCambio)
  mount.createIn(createSolicitudRetiroParcialRoute, createSolicitudRetiroParcial)
  mount.createIn(createSolicitudCierreRoute, createSolicitudCierre)

  // The site client's: only its own obras' requests.
  mount.siteList(listSolicitudesClienteRoute, listSolicitudesCliente)
  registerRoute(app, getSolicitudClienteOpcionesRoute, async (c) =>
    c.json(await getSolicitudClienteOpciones(c.var.deps.db, c.var.user.obraIds), 200),
  )
  mount.siteGet(getSolicitudClienteRoute, getSolicitud)
  mount.create(createSolicitudClienteRoute, createSolicitudCliente)
}
