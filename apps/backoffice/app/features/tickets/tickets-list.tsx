// tickets: every user's tickets, as Soporte works them — newest first, searched by number, asunto
// or description, filtered by estado, prioridad, categoría and kind of solicitante (the columns'
// selects) and by responsable (the staff the API lists, above the table), paged by the API and
// exported as CSV or Excel. The number opens the ticket.
import { type TicketRow, ticketColumns } from '@cordillera/contracts'
import { ticketsApi, ticketsQueries } from '@cordillera/data-client/tickets'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ListScreen,
  linkCell,
  tableColumns,
  useApi,
  useListScreen,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { NativeSelect } from '@cordillera/ui/components/data-table/native-select'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

const detalle = (row: TicketRow) => href('tickets-detalle', { id: row.id })

const columns = tableColumns(ticketColumns, {
  numero: linkCell((row: TicketRow) => row.folio, detalle),
  estado: (row: TicketRow) => <EstadoBadge estado={row.estado} />,
})

export default function TicketsList() {
  const api = useApi()
  const navigate = useNavigate()
  const queries = ticketsQueries(api).tickets
  const list = useListScreen({ queries, defaults: { sort: { id: 'numero', desc: true } } })
  return (
    <ListScreen
      list={list}
      title="Tickets"
      description="Lo que piden los usuarios de los tres portales: asígnelos, respóndalos y llévelos hasta resueltos."
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar por número, asunto o descripción"
      export={{ call: ticketsApi(api).tickets.export }}
      above={<ResponsableFilter {...list.table} />}
      rowActions={[
        {
          id: 'ver',
          label: 'Ver detalle',
          key: rowActionKey('tickets', 'detalleTicket'),
          onSelect: (row) => void navigate(detalle(row)),
        },
      ]}
    />
  )
}

/**
 * Who has the ticket: the list's `asignadoId` filter, kept in the URL with the others, over the
 * staff who may take tickets (the API's options).
 */
function ResponsableFilter({
  state,
  onStateChange,
}: {
  state: DataTableState
  onStateChange: (next: DataTableState) => void
}) {
  const api = useApi()
  const opciones = useQuery(ticketsQueries(api).opciones())
  const { asignadoId = '', ...others } = state.filters
  return (
    <NativeSelect
      aria-label="Filtrar por responsable"
      value={asignadoId}
      onChange={(event) => {
        const value = event.target.value
        onStateChange({
          ...state,
          page: 1,
          filters: value === '' ? others : { ...others, asignadoId: value },
        })
      }}
      className="w-full sm:w-auto sm:min-w-44 sm:max-w-60"
    >
      <option value="">Responsable: Todos</option>
      {(opciones.data?.asignables ?? []).map((usuario) => (
        <option key={usuario.id} value={usuario.id}>
          {usuario.nombre}
        </option>
      ))}
    </NativeSelect>
  )
}
