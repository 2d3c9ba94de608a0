// The columns of the tickets lists: support's (every ticket, backoffice) and a user's own
// (mis-tickets, every portal), for their tables and support's export.
import {
  creadoColumn,
  defineColumns,
  folioColumn,
  labelColumn,
  modificadoColumn,
  numeroColumn,
  selectFilter,
} from '../common/columns.ts'
import type { ListMisTicketsQuery, ListTicketsQuery, TicketRow } from './ticket.ts'
import {
  CATEGORIA_TICKET_LABEL,
  type CategoriaTicket,
  ESTADO_TICKET_LABEL,
  type EstadoTicket,
  PRIORIDAD_TICKET_LABEL,
  type PrioridadTicket,
  TIPO_SOLICITANTE_LABEL,
  TIPOS_SOLICITANTE,
} from './vocabulary.ts'

/** What both lists show first: the folio, the asunto, its estado, prioridad and categoría. */
const primeras = [
  folioColumn<TicketRow>(),
  { id: 'asunto', header: 'Asunto', value: (row: TicketRow) => row.asunto, sortable: true },
  labelColumn<'estado', EstadoTicket, TicketRow>('estado', 'Estado', ESTADO_TICKET_LABEL),
  labelColumn<'prioridad', PrioridadTicket, TicketRow, true>(
    'prioridad',
    'Prioridad',
    PRIORIDAD_TICKET_LABEL,
    { sortable: true },
  ),
  labelColumn<'categoria', CategoriaTicket, TicketRow>(
    'categoria',
    'Categoría',
    CATEGORIA_TICKET_LABEL,
  ),
] as const

/** Who is on it, and when it was opened and last changed: what both lists show last. */
const ultimas = (responsable: string) =>
  [
    {
      id: 'asignado',
      header: responsable,
      value: (row: TicketRow) => row.asignado?.nombre ?? 'Sin asignar',
    },
    creadoColumn<TicketRow>(),
    modificadoColumn<TicketRow>(),
  ] as const

export const ticketColumns = defineColumns<TicketRow, ListTicketsQuery>()([
  ...primeras,
  { id: 'solicitante', header: 'Solicitante', value: (row) => row.solicitante.nombre },
  {
    id: 'solicitanteTipo',
    header: 'Tipo de solicitante',
    value: (row) => TIPO_SOLICITANTE_LABEL[row.solicitante.tipo],
    filter: selectFilter(TIPOS_SOLICITANTE, TIPO_SOLICITANTE_LABEL),
  },
  numeroColumn('comentariosCount', 'Comentarios'),
  ...ultimas('Responsable'),
])

export const misTicketColumns = defineColumns<TicketRow, ListMisTicketsQuery>()([
  ...primeras,
  ...ultimas('Atendido por'),
])
