// tickets/mis-tickets/:id, "Mi ticket", in every portal: one of the user's own tickets (another's
// answers 404 like a missing one) with its estado, its conversation and the form of a new comment.
// A resolved ticket can be closed, or reopened while the window after its resolution lasts; a
// closed one takes no more comments.
import type { TicketDetail } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { ticketsApi, ticketsQueries } from '@cordillera/data-client/tickets'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { formatDateTime } from '@cordillera/ui/format'
import { CircleCheck, RotateCcw } from 'lucide-react'
import { ConfirmAction } from '../confirm-action.tsx'
import { DetailScreen } from '../detail-screen.tsx'
import { useApi } from '../use-portal-api.ts'
import { ticketFields, ticketHeading } from './ticket-fields.tsx'
import { TicketThread } from './ticket-thread.tsx'

export default function MiTicket() {
  const api = useApi()
  return (
    <DetailScreen
      entity={ticketsQueries(api).misTickets}
      {...ticketHeading}
      list="mis-tickets"
      backLink
      notices={(ticket) => <Resolucion ticket={ticket} />}
      fields={{ items: ticketFields, tracking: false }}
    >
      {(ticket) => <TicketThread ticket={ticket} side="solicitante" />}
    </DetailScreen>
  )
}

/** A resolved ticket: what Soporte says, and closing it or reopening it while the window lasts. */
function Resolucion({ ticket }: { ticket: TicketDetail }) {
  if (ticket.estado !== 'resuelto') return null
  const reabrible = ticket.reabribleHasta !== null && Date.parse(ticket.reabribleHasta) > Date.now()
  return (
    <Alert>
      <CircleCheck aria-hidden="true" />
      <AlertTitle>Soporte lo dio por resuelto</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {reabrible && ticket.reabribleHasta
            ? `Si no quedó resuelto, puede reabrirlo hasta el ${formatDateTime(ticket.reabribleHasta)}; si quedó, ciérrelo.`
            : 'Si quedó resuelto, ciérrelo.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Accion ticket={ticket} accion="cerrar" />
          {reabrible ? <Accion ticket={ticket} accion="reabrir" /> : null}
        </div>
      </AlertDescription>
    </Alert>
  )
}

const ACCIONES = {
  cerrar: {
    label: 'Cerrar ticket',
    icon: CircleCheck,
    title: (folio: string) => `¿Cerrar el ticket ${folio}?`,
    description: 'Un ticket cerrado no recibe más comentarios.',
    done: (folio: string) => `Ticket ${folio} cerrado`,
  },
  reabrir: {
    label: 'Reabrir',
    icon: RotateCcw,
    title: (folio: string) => `¿Reabrir el ticket ${folio}?`,
    description: 'Soporte lo retoma; cuéntele en un comentario qué sigue pendiente.',
    done: (folio: string) => `Ticket ${folio} reabierto`,
  },
} as const

function Accion({ ticket, accion }: { ticket: TicketDetail; accion: keyof typeof ACCIONES }) {
  const api = useApi()
  const calls = ticketsApi(api).misTickets
  const text = ACCIONES[accion]
  const run = useEntityMutation(ticketsQueries(api).misTickets, () =>
    calls[accion === 'cerrar' ? 'close' : 'reopen'](ticket.id, { version: ticket.version }),
  )
  const Icon = text.icon
  return (
    <ConfirmAction
      trigger={
        <Button variant={accion === 'cerrar' ? 'default' : 'outline'} className="h-11 sm:h-9">
          <Icon aria-hidden="true" />
          {text.label}
        </Button>
      }
      title={text.title(ticket.folio)}
      description={text.description}
      confirmLabel={text.label}
      run={() => run.mutateAsync()}
      done={text.done(ticket.folio)}
    />
  )
}
