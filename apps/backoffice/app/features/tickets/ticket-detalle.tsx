// tickets/:id/detalle: one ticket as Soporte works it — its fields, the conversation with its
// author (a comment from here is Soporte's answer), and the header's "Asignar" (to a staff user who
// may take it) and "Cambiar estado" (only the moves its estado allows). Each sends the version
// read; a refusal (someone acted first) stays in its dialog with the API's reason.
import type { TicketDetail } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { ticketsApi, ticketsQueries } from '@cordillera/data-client/tickets'
import { rowActionKey } from '@cordillera/permissions'
import { DetailScreen, useApi } from '@cordillera/portal/screens'
import {
  ComentarioForm,
  type ComentarioValues,
} from '@cordillera/portal/screens/tickets/comentario-form'
import { ticketFields } from '@cordillera/portal/screens/tickets/ticket-fields'
import { TicketThread } from '@cordillera/portal/screens/tickets/ticket-thread'
import { ArrowRightLeft, UserCheck } from 'lucide-react'
import { useState } from 'react'
import { type TicketAccion, TicketAccionDialog } from './ticket-acciones.tsx'

/** What the ticket's screen does takes its key (the API's, for every call of it). */
const DETALLE = rowActionKey('tickets', 'detalleTicket')

export default function TicketDetalle() {
  const api = useApi()
  const [accion, setAccion] = useState<TicketAccion | null>(null)
  return (
    <DetailScreen
      entity={ticketsQueries(api).tickets}
      thing="El ticket"
      list="tickets"
      title={(ticket) => `Ticket ${ticket.folio}`}
      description={(ticket) => ticket.asunto}
      // A closed ticket is final: nobody takes it or moves it again.
      actions={(ticket) =>
        ticket.estado === 'cerrado'
          ? []
          : [
              {
                label: 'Cambiar estado',
                icon: ArrowRightLeft,
                key: DETALLE,
                onClick: () => setAccion('estado'),
              },
              {
                label: 'Asignar',
                icon: UserCheck,
                variant: 'outline',
                key: DETALLE,
                onClick: () => setAccion('asignar'),
              },
            ]
      }
      fields={{ title: 'Datos del ticket', items: ticketFields }}
    >
      {(ticket) => (
        <>
          <Conversacion ticket={ticket} />
          <TicketAccionDialog ticket={ticket} accion={accion} onClose={() => setAccion(null)} />
        </>
      )}
    </DetailScreen>
  )
}

function Conversacion({ ticket }: { ticket: TicketDetail }) {
  const api = useApi()
  const calls = ticketsApi(api).tickets
  const comment = useEntityMutation(ticketsQueries(api).tickets, (values: ComentarioValues) =>
    calls.comment(ticket.id, values),
  )
  return (
    <TicketThread
      ticket={ticket}
      adjuntoUrl={(adjuntoId) => calls.adjuntoUrl(ticket.id, adjuntoId)}
    >
      {ticket.estado === 'cerrado' ? (
        <p className="text-sm text-muted-foreground">El ticket está cerrado.</p>
      ) : (
        <ComentarioForm
          label="Respuesta"
          submitLabel="Responder"
          send={(values) => comment.mutateAsync(values)}
          upload={ticketsApi(api).adjuntos.upload}
        />
      )}
    </TicketThread>
  )
}
