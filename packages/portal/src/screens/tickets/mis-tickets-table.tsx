// tickets/mis-tickets in the backoffice: the user's own tickets as a table, newest first, with the
// list's search, its filters under the columns and its pages from the API. The number opens the
// ticket; "Nuevo ticket" the form.
import { misTicketColumns, type TicketRow } from '@cordillera/contracts'
import { ticketsQueries } from '@cordillera/data-client/tickets'
import { href } from '@cordillera/permissions'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { ListScreen } from '../list-screen.tsx'
import { linkCell, tableColumns } from '../table-columns.tsx'
import { useApi } from '../use-portal-api.ts'
import { misTicketsTexts as texts } from './mis-tickets-texts.ts'

const columns = tableColumns(misTicketColumns, {
  numero: linkCell(
    (row: TicketRow) => row.folio,
    (row) => href('mis-tickets-detalle', { id: row.id }),
  ),
  estado: (row: TicketRow) => <EstadoBadge estado={row.estado} />,
})

export default function MisTicketsTable() {
  const api = useApi()
  return (
    <ListScreen
      queries={ticketsQueries(api).misTickets}
      defaults={{ sort: { id: 'numero', desc: true } }}
      title={texts.title}
      description={texts.description}
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar por número, asunto o descripción"
      create={{ route: 'tickets-agregar', label: texts.create }}
    />
  )
}
