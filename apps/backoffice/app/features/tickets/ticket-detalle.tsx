import { ticketsQueries } from '@cordillera/data-client/tickets'
import { rowActionKey } from '@cordillera/permissions'
import { DetailScreen, useApi } from '@cordillera/portal/screens'
import { ticketFields, ticketHeading } from '@cordillera/portal/screens/tickets/ticket-fields'
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
      {...ticketHeading}
      list="tickets"
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
          <TicketThread ticket={ticket} side="soporte" />
          <TicketAccionDialog ticket={ticket} accion={accion} onClose={() => setAccion(null)} />
        </>
      )}
    </DetailScreen>
  )
}
