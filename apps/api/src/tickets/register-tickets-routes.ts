// The support tickets' routes (contracts: tickets/ticket-routes.ts; decision 070): support's under
// /v1/tickets, and every signed-in user's own under /v1/mis-tickets, each scoped by the signed-in
// user (never by anything the request says). `…/exportar` and `…/opciones` are mounted before
// `{id}`.
import {
  assignTicketRoute,
  changeTicketEstadoRoute,
  closeMiTicketRoute,
  commentMiTicketRoute,
  commentTicketRoute,
  createMiTicketRoute,
  createSubidaAdjuntoTicketRoute,
  exportTicketsRoute,
  getDescargaAdjuntoMiTicketRoute,
  getDescargaAdjuntoTicketRoute,
  getMiTicketRoute,
  getTicketOpcionesRoute,
  getTicketRoute,
  listMisTicketsRoute,
  listTicketsRoute,
  reopenMiTicketRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerRoute } from '../http/register-route.ts'
import { mountOn } from '../records/entity-handlers.ts'
import { assignTicket } from './tickets/assign-ticket.ts'
import {
  changeTicketEstado,
  closeMiTicket,
  reopenMiTicket,
} from './tickets/change-ticket-estado.ts'
import { commentTicket } from './tickets/comment-ticket.ts'
import { createTicket } from './tickets/create-ticket.ts'
import { getMiTicket, getTicket, getTicketOpciones } from './tickets/get-ticket.ts'
import { exportTickets, listMisTickets, listTickets } from './tickets/list-tickets.ts'
import { createSubidaAdjuntoTicket, descargaAdjuntoTicket } from './tickets/ticket-adjuntos.ts'
import { propios } from './tickets/ticket-records.ts'

export function registerTicketsRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  // Support (staff with the tickets keys).
  mount.list(listTicketsRoute, listTickets)
  mount.export(exportTicketsRoute, exportTickets)
  mount.view(getTicketOpcionesRoute, getTicketOpciones)
  mount.get(getTicketRoute, getTicket)
  registerRoute(app, commentTicketRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(await commentTicket(db, storage, c.var.user, id, c.req.valid('json')), 201)
  })
  mount.update(assignTicketRoute, assignTicket)
  mount.update(changeTicketEstadoRoute, changeTicketEstado)
  registerRoute(app, getDescargaAdjuntoTicketRoute, async (c) => {
    const { db, storage } = c.var.deps
    return c.json(await descargaAdjuntoTicket(db, storage, c.req.valid('param')), 200)
  })

  // A user's own, in any portal.
  registerRoute(app, listMisTicketsRoute, async (c) =>
    c.json(
      await listMisTickets(c.var.user)(c.var.deps.db, c.req.valid('query'), c.var.cursors),
      200,
    ),
  )
  registerRoute(app, createSubidaAdjuntoTicketRoute, async (c) =>
    c.json(
      await createSubidaAdjuntoTicket(c.var.deps.storage, c.var.user.id, c.req.valid('json')),
      201,
    ),
  )
  registerRoute(app, createMiTicketRoute, async (c) => {
    const { db, storage } = c.var.deps
    return c.json(await createTicket(db, storage, c.var.user, c.req.valid('json')), 201)
  })
  registerRoute(app, getMiTicketRoute, async (c) =>
    c.json(await getMiTicket(c.var.deps.db, c.var.user, c.req.valid('param').id), 200),
  )
  registerRoute(app, commentMiTicketRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    const scope = propios(c.var.user)
    return c.json(await commentTicket(db, storage, c.var.user, id, c.req.valid('json'), scope), 201)
  })
  mount.update(reopenMiTicketRoute, reopenMiTicket)
  mount.update(closeMiTicketRoute, closeMiTicket)
  registerRoute(app, getDescargaAdjuntoMiTicketRoute, async (c) => {
    const { db, storage } = c.var.deps
    const params = c.req.valid('param')
    return c.json(await descargaAdjuntoTicket(db, storage, params, propios(c.var.user)), 200)
  })
}
