// The support tickets' API (decision 070). Support's calls under /v1/tickets, staff only: the
// list's key (tickets/listar-tickets) lists and exports every ticket, the detail's
// (tickets/detalle-ticket) reads one and does what its screen does — answer, assign, move its
// estado, give its files, say who it may be assigned to. A user's own under /v1/mis-tickets, for
// anyone signed in, in any portal (the catalogue's always-allowed tickets-agregar, mis-tickets and
// mis-tickets-detalle): each answers only the caller's own tickets, another's by id is not found.
import { entityRoutes } from '../common/entity-routes.ts'
import {
  adjuntoTicketParamsSchema,
  assignTicketSchema,
  changeTicketEstadoSchema,
  closeTicketSchema,
  createComentarioTicketSchema,
  createSubidaAdjuntoTicketSchema,
  createTicketSchema,
  listMisTicketsQuerySchema,
  listTicketsQuerySchema,
  opcionesTicketSchema,
  reopenTicketSchema,
  ticketRead,
} from './ticket.ts'
import { ticketColumns } from './ticket-columns.ts'

const detalle = 'tickets/detalle-ticket'
/** A user's own calls: any signed-in user, of either tipo. */
const own = 'authenticated'

const tickets = entityRoutes({
  path: '/v1/tickets',
  tags: ['tickets'],
  nombre: { singular: 'ticket', plural: 'Tickets', genero: 'm' },
  schemas: { ...ticketRead, query: listTicketsQuerySchema, columns: ticketColumns },
  // Support's: never a site client, an operator or a lessor, whatever keys they are given.
  audience: 'staff',
  permission: detalle,
})
export const listTicketsRoute = tickets.list('tickets/listar-tickets')
export const exportTicketsRoute = tickets.export('tickets/listar-tickets')
export const getTicketOpcionesRoute = tickets.opciones(
  {
    summary: 'A quién se puede asignar un ticket: el personal activo',
    answer: 'Las personas, por nombre',
  },
  opcionesTicketSchema,
)
export const getTicketRoute = tickets.get({
  summary: 'Un ticket, con su conversación y sus adjuntos',
})
export const commentTicketRoute = tickets.action(
  'comentarios',
  {
    summary: 'Responder un ticket (con adjuntos)',
    answer: 'El ticket con la respuesta',
    status: 201,
  },
  createComentarioTicketSchema,
)
export const assignTicketRoute = tickets.action(
  'asignacion',
  {
    summary: 'Asignar un ticket a una persona del personal, o a nadie (con la versión leída)',
    answer: 'El ticket asignado',
  },
  assignTicketSchema,
)
export const changeTicketEstadoRoute = tickets.action(
  'estado',
  {
    summary:
      'Cambiar el estado de un ticket, con un comentario si se quiere (con la versión leída)',
    answer: 'El ticket en su nuevo estado',
  },
  changeTicketEstadoSchema,
)
export const getDescargaAdjuntoTicketRoute = tickets.link(
  'adjuntos/{adjuntoId}/descarga',
  { summary: 'Enlace breve para ver un adjunto de un ticket' },
  adjuntoTicketParamsSchema,
)

const misTickets = entityRoutes({
  path: '/v1/mis-tickets',
  tags: ['mis tickets'],
  nombre: { singular: 'ticket', plural: 'Mis tickets', genero: 'm' },
  schemas: { ...ticketRead, create: createTicketSchema, query: listMisTicketsQuerySchema },
  permission: own,
})
export const listMisTicketsRoute = misTickets.list()
export const getMiTicketRoute = misTickets.get({
  summary: 'Uno de mis tickets, con su conversación y sus adjuntos',
})
export const createMiTicketRoute = misTickets.create({
  summary: 'Abrir un ticket de soporte (con adjuntos)',
})
export const commentMiTicketRoute = misTickets.action(
  'comentarios',
  {
    summary: 'Comentar uno de mis tickets (con adjuntos)',
    answer: 'El ticket con el comentario',
    status: 201,
  },
  createComentarioTicketSchema,
)
export const reopenMiTicketRoute = misTickets.action(
  'reapertura',
  {
    summary: 'Reabrir uno de mis tickets resuelto, dentro del plazo (con la versión leída)',
    answer: 'El ticket abierto de nuevo',
  },
  reopenTicketSchema,
)
export const closeMiTicketRoute = misTickets.action(
  'cierre',
  {
    summary: 'Cerrar uno de mis tickets resuelto (con la versión leída)',
    answer: 'El ticket cerrado',
  },
  closeTicketSchema,
)
export const createSubidaAdjuntoTicketRoute = misTickets.upload(
  {
    summary: 'Dónde subir un adjunto de un ticket o de un comentario, antes de enviarlo',
    answer: 'Dónde enviarlo',
  },
  createSubidaAdjuntoTicketSchema,
)
export const getDescargaAdjuntoMiTicketRoute = misTickets.link(
  'adjuntos/{adjuntoId}/descarga',
  { summary: 'Enlace breve para ver un adjunto de uno de mis tickets' },
  adjuntoTicketParamsSchema,
)
