// tickets/mis-tickets on the phone portals (arrendador, operador): the user's own tickets as cards,
// newest first, filtered by estado (kept in the URL with the page). Each card opens the ticket;
// "Nuevo ticket" the form.
import { ESTADO_TICKET_LABEL, ESTADOS_TICKET } from '@cordillera/contracts'
import { ticketsQueries } from '@cordillera/data-client/tickets'
import { href } from '@cordillera/permissions'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDateTime } from '@cordillera/ui/format'
import { Ticket } from 'lucide-react'
import { estadoFilter } from '../card-list-filters.tsx'
import { CardListScreen } from '../card-list-screen.tsx'
import { ListCard } from '../list-screen-cards.tsx'
import { useApi } from '../use-portal-api.ts'
import { misTicketsTexts as texts, ticketLine } from './mis-tickets-texts.ts'

const filters = { estado: estadoFilter(ESTADOS_TICKET, ESTADO_TICKET_LABEL, 'Todos') }

export default function MisTicketsCards() {
  const api = useApi()
  return (
    <CardListScreen
      title={texts.title}
      description={texts.description}
      label={texts.title}
      create={{ to: href('tickets-agregar'), label: texts.create }}
      filters={filters}
      list={ticketsQueries(api).misTickets.list}
      empty={{ icon: <Ticket />, ...texts.empty }}
      card={(row) => (
        <ListCard
          to={href('mis-tickets-detalle', { id: row.id })}
          title={row.folio}
          status={<EstadoBadge estado={row.estado} />}
          facts={[
            { term: 'Enviado', value: formatDateTime(row.creadoEn), numeric: true },
            { term: 'Comentarios', value: row.comentariosCount, numeric: true },
          ]}
        >
          <p className="break-words font-medium">{row.asunto}</p>
          <p className="text-sm text-muted-foreground">{ticketLine(row)}</p>
        </ListCard>
      )}
    />
  )
}
