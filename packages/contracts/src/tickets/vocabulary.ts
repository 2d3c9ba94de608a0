// The support tickets' closed lists (docs/domain.md, "Tickets"; decision 070): where a ticket
// stands, how urgent and what about it is, and which kind of user asked for it (the portal it came
// from). Declared once: the database's checks, the API's transitions and the screens' labels all
// read these.
import { vocabulary } from '../common/vocabulary.ts'

/**
 * abierto (nobody working on it yet) → en-progreso (support is on it) → resuelto (support says it
 * is done; its solicitante may reopen it for REAPERTURA_TICKET_DIAS days, or close it) → cerrado
 * (final).
 */
export const [ESTADOS_TICKET, ESTADO_TICKET_LABEL] = vocabulary({
  abierto: 'Abierto',
  'en-progreso': 'En progreso',
  resuelto: 'Resuelto',
  cerrado: 'Cerrado',
})
export type EstadoTicket = (typeof ESTADOS_TICKET)[number]

/** From least to most urgent: the list sorts by this order, not by the words. */
export const [PRIORIDADES_TICKET, PRIORIDAD_TICKET_LABEL] = vocabulary({
  baja: 'Baja',
  media: 'Media',
  alta: 'Alta',
  urgente: 'Urgente',
})
export type PrioridadTicket = (typeof PRIORIDADES_TICKET)[number]

export const [CATEGORIAS_TICKET, CATEGORIA_TICKET_LABEL] = vocabulary({
  acceso: 'Acceso y cuenta',
  error: 'Error en la aplicación',
  datos: 'Datos incorrectos',
  consulta: 'Consulta o solicitud',
  'estados-de-pago': 'Estados de pago y facturación',
  otro: 'Otro',
})
export type CategoriaTicket = (typeof CATEGORIAS_TICKET)[number]

/**
 * Who opened the ticket, kept as it was then: the company's staff (backoffice), an operator or a
 * site client (operador portal), or a lessor (arrendador portal).
 */
export const [TIPOS_SOLICITANTE, TIPO_SOLICITANTE_LABEL] = vocabulary({
  personal: 'Personal',
  operador: 'Operador',
  cliente: 'Cliente de obra',
  arrendador: 'Arrendador',
})
export type TipoSolicitante = (typeof TIPOS_SOLICITANTE)[number]

/** The portal each kind of solicitante works in. */
export const PORTAL_SOLICITANTE = {
  personal: 'backoffice',
  operador: 'operador',
  cliente: 'operador',
  arrendador: 'arrendador',
} as const satisfies Record<TipoSolicitante, string>

/**
 * Where support may move a ticket from each estado (cerrado is final); anything else is a 409. A
 * solicitante moves only its own resolved ticket: back to abierto (within the reopening window)
 * or to cerrado.
 */
export const TRANSICIONES_TICKET: Readonly<Record<EstadoTicket, readonly EstadoTicket[]>> = {
  abierto: ['en-progreso', 'resuelto', 'cerrado'],
  'en-progreso': ['abierto', 'resuelto', 'cerrado'],
  resuelto: ['en-progreso', 'cerrado'],
  cerrado: [],
}

/** Days after a ticket is resolved during which its solicitante may reopen it (decision 070). */
export const REAPERTURA_TICKET_DIAS = 7
