// A ticket's own fields, as its solicitante and Soporte both see them: estado and since when,
// categoría, prioridad, who in Soporte has it, who sent it (and from which kind of account) and when;
// and its screen's heading, "Ticket TCK-000042" over its asunto.
import {
  CATEGORIA_TICKET_LABEL,
  PRIORIDAD_TICKET_LABEL,
  TIPO_SOLICITANTE_LABEL,
  type TicketDetail,
} from '@cordillera/contracts'
import type { DescriptionItem } from '@cordillera/ui/components/description-list'
import { formatDateTime } from '@cordillera/ui/format'
import { estadoItem } from '../estado-item.tsx'

export function ticketFields(ticket: TicketDetail): DescriptionItem[] {
  return [
    estadoItem(ticket.estado, ticket.estadoDesde),
    { label: 'Categoría', value: CATEGORIA_TICKET_LABEL[ticket.categoria] },
    { label: 'Prioridad', value: PRIORIDAD_TICKET_LABEL[ticket.prioridad] },
    { label: 'Responsable', value: ticket.asignado?.nombre ?? 'Sin asignar' },
    {
      label: 'Solicitante',
      value: `${ticket.solicitante.nombre} (${TIPO_SOLICITANTE_LABEL[ticket.solicitante.tipo].toLowerCase()})`,
    },
    { label: 'Enviado', value: formatDateTime(ticket.creadoEn) },
  ]
}

/** A ticket's detail heading in every portal: what a missing one is called, its folio, its asunto. */
export const ticketHeading = {
  thing: 'El ticket',
  title: (ticket: TicketDetail) => `Ticket ${ticket.folio}`,
  description: (ticket: TicketDetail) => ticket.asunto,
}
