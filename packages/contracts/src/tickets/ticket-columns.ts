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
  ESTADO_TICKET_LABEL,
  PRIORIDAD_TICKET_LABEL,
  TIPO_SOLICITANTE_LABEL,
  TIPOS_SOLICITANTE,
} from './vocabulary.ts'

const asunto = { id: 'asunto', header: 'Asunto', value: (row: TicketRow) => row.asunto } as const
const asignado = (header: string) =>
  ({
    id: 'asignado',
    header,
    value: (row: TicketRow) => row.asignado?.nombre ?? 'Sin asignar',
  }) as const

export const ticketColumns = defineColumns<TicketRow, ListTicketsQuery>()([
  folioColumn(),
  { ...asunto, sortable: true },
  labelColumn('estado', 'Estado', ESTADO_TICKET_LABEL),
  labelColumn('prioridad', 'Prioridad', PRIORIDAD_TICKET_LABEL, { sortable: true }),
  labelColumn('categoria', 'Categoría', CATEGORIA_TICKET_LABEL),
  { id: 'solicitante', header: 'Solicitante', value: (row) => row.solicitante.nombre },
  {
    id: 'solicitanteTipo',
    header: 'Tipo de solicitante',
    value: (row) => TIPO_SOLICITANTE_LABEL[row.solicitante.tipo],
    filter: selectFilter(TIPOS_SOLICITANTE, TIPO_SOLICITANTE_LABEL),
  },
  asignado('Responsable'),
  numeroColumn('comentariosCount', 'Comentarios'),
  creadoColumn(),
  modificadoColumn(),
])

export const misTicketColumns = defineColumns<TicketRow, ListMisTicketsQuery>()([
  folioColumn(),
  { ...asunto, sortable: true },
  labelColumn('estado', 'Estado', ESTADO_TICKET_LABEL),
  labelColumn('prioridad', 'Prioridad', PRIORIDAD_TICKET_LABEL, { sortable: true }),
  labelColumn('categoria', 'Categoría', CATEGORIA_TICKET_LABEL),
  asignado('Atendido por'),
  creadoColumn(),
  modificadoColumn(),
])
