// A support ticket (docs/domain.md, "Tickets"; decision 070): anyone signed in, in any portal,
// opens one (asunto, descripción, categoría, prioridad, files) and follows it in mis-tickets; staff
// holding the tickets keys see every ticket, assign it, answer it and move its estado. The folio
// is `TCK-000123`. Its thread holds the comments of both sides and every change of estado.
import { z } from 'zod'
import {
  archivoDocumentoSchema,
  archivoInfoSchema,
  createSubidaDocumentoSchema,
} from '../common/documento.ts'
import { actionSchema, readSchemas } from '../common/entity-schemas.ts'
import { nestedParamsSchema, textoObligatorio, textoOpcional } from '../common/fields.ts'
import { enumFilter, idFilter, listQuerySchema } from '../common/list-query.ts'
import { folioDe } from '../common/references.ts'
import { usuarioRefSchema, withTrackingSorts } from '../common/tracking.ts'
import {
  CATEGORIAS_TICKET,
  ESTADOS_TICKET,
  PRIORIDADES_TICKET,
  REAPERTURA_TICKET_DIAS,
  TIPOS_SOLICITANTE,
} from './vocabulary.ts'

/** The folio of a ticket: `TCK-000123`. */
export const folioTicket = (numero: number): string => folioDe('TCK', numero)

/** Until when a ticket resolved at `resueltoEn` (ISO) may be reopened by its solicitante (ISO). */
export const reabribleHasta = (resueltoEn: string): string =>
  new Date(Date.parse(resueltoEn) + REAPERTURA_TICKET_DIAS * 24 * 60 * 60 * 1000).toISOString()

/** How many files one ticket, or one comment, carries at most. */
export const ADJUNTOS_TICKET_MAX = 5

const adjuntos = z
  .array(archivoDocumentoSchema, { error: 'Los adjuntos no son válidos.' })
  .max(ADJUNTOS_TICKET_MAX, `Adjunte hasta ${ADJUNTOS_TICKET_MAX} archivos.`)
  .default([])

export const createTicketSchema = z
  .object({
    asunto: textoObligatorio('el asunto', 150),
    descripcion: textoObligatorio('qué necesita', 5000),
    categoria: z.enum(CATEGORIAS_TICKET, { error: 'Elija la categoría.' }),
    prioridad: z.enum(PRIORIDADES_TICKET, { error: 'Elija la prioridad.' }).default('media'),
    adjuntos,
  })
  .meta({ id: 'CrearTicket' })

/** A comment on a ticket, by its solicitante or by support; no version: comments only add. */
export const createComentarioTicketSchema = z
  .object({ texto: textoObligatorio('el comentario', 5000), adjuntos })
  .meta({ id: 'ComentarTicket' })

/** POST …/mis-tickets/subidas: a file about to be sent, before the ticket or comment names it. */
export const createSubidaAdjuntoTicketSchema = createSubidaDocumentoSchema

/** Support moves a ticket (TRANSICIONES_TICKET), saying why if it wants: the thread shows it. */
export const changeTicketEstadoSchema = actionSchema('CambiarEstadoTicket', {
  estado: z.enum(ESTADOS_TICKET, { error: 'Elija el nuevo estado.' }),
  comentario: textoOpcional(5000),
})
export type ChangeTicketEstadoInput = z.input<typeof changeTicketEstadoSchema>

/** Support gives the ticket to one of its people, or to nobody (`null`). */
export const assignTicketSchema = actionSchema('AsignarTicket', {
  asignadoId: z.uuid({ error: 'Elija a quién asignarlo de la lista.' }).nullable(),
})
export type AssignTicketInput = z.input<typeof assignTicketSchema>

/** Its solicitante reopens a resolved ticket within the window, saying why if it wants. */
export const reopenTicketSchema = actionSchema('ReabrirTicket', { motivo: textoOpcional(5000) })

/** Its solicitante closes a resolved ticket: the answer was enough. */
export const closeTicketSchema = actionSchema('CerrarTicket')

export const ticketSorts = withTrackingSorts('numero', 'prioridad', 'asunto')

const ownFilters = {
  estado: enumFilter(ESTADOS_TICKET),
  categoria: enumFilter(CATEGORIAS_TICKET, 'La categoría no es válida.'),
  prioridad: enumFilter(PRIORIDADES_TICKET, 'La prioridad no es válida.'),
}

/** A user's own tickets (mis-tickets): by estado, categoría and prioridad. */
export const listMisTicketsQuerySchema = listQuerySchema(ticketSorts, 'numero', ownFilters)
export type ListMisTicketsQuery = z.input<typeof listMisTicketsQuerySchema>

/** Support's list of every ticket: also by who it is assigned to and who asked. */
export const listTicketsQuerySchema = listQuerySchema(ticketSorts, 'numero', {
  ...ownFilters,
  asignadoId: idFilter('El responsable no es válido.'),
  solicitanteTipo: enumFilter(TIPOS_SOLICITANTE, 'El tipo de solicitante no es válido.'),
})
export type ListTicketsQuery = z.input<typeof listTicketsQuerySchema>

/** Who opened the ticket, and the kind of user it was then. */
export const solicitanteTicketSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  email: z.string(),
  tipo: z.enum(TIPOS_SOLICITANTE),
})
export type SolicitanteTicket = z.infer<typeof solicitanteTicketSchema>

/** A file of a ticket or of one of its comments (never its storage key). */
export const adjuntoTicketSchema = z.object({ id: z.uuid(), archivo: archivoInfoSchema })
export type AdjuntoTicket = z.infer<typeof adjuntoTicketSchema>

/**
 * One entry of the thread, oldest first: a comment (`texto`), a change of estado (`estado`, the
 * one it moved to, with `texto` when it said why), or both.
 */
export const comentarioTicketSchema = z.object({
  id: z.uuid(),
  autor: usuarioRefSchema,
  /** Written by the ticket's solicitante (else by support). */
  esSolicitante: z.boolean(),
  texto: z.string().nullable(),
  estado: z.enum(ESTADOS_TICKET).nullable(),
  adjuntos: z.array(adjuntoTicketSchema),
  creadoEn: z.string(),
})
export type ComentarioTicket = z.infer<typeof comentarioTicketSchema>

export const ticketRead = readSchemas(
  'Ticket',
  {
    id: z.uuid(),
    numero: z.number().int(),
    folio: z.string(),
    asunto: z.string(),
    categoria: z.enum(CATEGORIAS_TICKET),
    prioridad: z.enum(PRIORIDADES_TICKET),
    estado: z.enum(ESTADOS_TICKET),
    estadoDesde: z.string(),
    solicitante: solicitanteTicketSchema,
    asignado: usuarioRefSchema.nullable(),
    comentariosCount: z.number().int(),
    ultimoComentarioEn: z.string().nullable(),
    /** The last time it was resolved, when it has been. */
    resueltoEn: z.string().nullable(),
    /** While resuelto: until when its solicitante may reopen it (REAPERTURA_TICKET_DIAS). */
    reabribleHasta: z.string().nullable(),
    cerradoEn: z.string().nullable(),
  },
  {
    descripcion: z.string(),
    /** The files given when it was opened; the comments carry theirs. */
    adjuntos: z.array(adjuntoTicketSchema),
    comentarios: z.array(comentarioTicketSchema),
  },
)
export const { ticketRowSchema, ticketDetailSchema, ticketPageSchema } = ticketRead
export type TicketRow = z.infer<typeof ticketRowSchema>
export type TicketDetail = z.infer<typeof ticketDetailSchema>

/** `…/{id}/adjuntos/{adjuntoId}/descarga`: a ticket and one of its files. */
export const adjuntoTicketParamsSchema = nestedParamsSchema('adjuntoId', 'del adjunto')

/** Who a ticket may be assigned to: the company's staff, active, by name. */
export const opcionesTicketSchema = z
  .object({ asignables: z.array(usuarioRefSchema) })
  .meta({ id: 'OpcionesTicket' })
export type OpcionesTicket = z.infer<typeof opcionesTicketSchema>
