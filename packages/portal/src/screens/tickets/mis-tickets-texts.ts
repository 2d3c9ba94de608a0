// What the two forms of Mis tickets (cards on a phone, a table in the backoffice) say alike: the
// title and sentence, the create button, the empty list and a ticket's category line.
import {
  CATEGORIA_TICKET_LABEL,
  PRIORIDAD_TICKET_LABEL,
  type TicketRow,
} from '@cordillera/contracts'

export const misTicketsTexts = {
  title: 'Mis tickets',
  description: 'Lo que ha pedido a Soporte y en qué va cada pedido.',
  create: 'Nuevo ticket',
  empty: {
    title: 'No ha enviado tickets',
    filtered: 'No hay tickets en ese estado',
    description: 'Los tickets que envíe aparecerán aquí con las respuestas de Soporte.',
  },
} as const

/** "Acceso y cuenta · prioridad alta": what a ticket is about and how urgent, in one line. */
export const ticketLine = (ticket: Pick<TicketRow, 'categoria' | 'prioridad'>) =>
  `${CATEGORIA_TICKET_LABEL[ticket.categoria]} · prioridad ${PRIORIDAD_TICKET_LABEL[ticket.prioridad].toLowerCase()}`
