// Support tickets (docs/domain.md, "Tickets"; decision 070): what a signed-in user of any portal
// asked for, the thread of comments and changes of estado both sides write, and their files.
//
// A ticket names its solicitante, the user whose mis-tickets show it: the own routes scope every
// read and write by it, so the column is what ownership is checked against. The kind of user it
// was (staff, operator, site client, lessor) is kept as it was when the ticket was opened.
import {
  ARCHIVO_MAX_BYTES,
  CATEGORIAS_TICKET,
  ESTADOS_TICKET,
  PRIORIDADES_TICKET,
  TIPOS_ARCHIVO_DOCUMENTO,
  TIPOS_SOLICITANTE,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgSequence,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { foldedColumns } from '../search-text.ts'
import {
  archivoColumns,
  collated,
  creacionColumns,
  estadoColumns,
  folioIndexes,
  folioNumero,
  inList,
  listedTable,
  oneOf,
  ownedTable,
  reference,
} from './columns.ts'
import { usuarios } from './usuarios.ts'

export const ticketsNumeroSeq = pgSequence('tickets_numero_seq', { startWith: 1 })

/** The rank the list sorts prioridad by (baja 1 … urgente 4), in the vocabulary's order. */
const prioridadRango = sql.raw(
  `case "prioridad" ${PRIORIDADES_TICKET.map((p, i) => `when '${p}' then ${i + 1}`).join(' ')} end`,
)

export const tickets = listedTable(
  'tickets',
  // Its folio (`tck-000123`, folded as the search folds) and its texts.
  text('busqueda').generatedAlwaysAs(
    sql`'tck-' || lpad("numero"::text, 6, '0') || ' ' || ${foldedColumns('asunto', 'descripcion')}`,
  ),
  {
    /** The sequential number of the folio `TCK-000123`. */
    numero: folioNumero('tickets_numero_seq'),
    asunto: text('asunto').notNull(),
    descripcion: text('descripcion').notNull(),
    categoria: text('categoria').notNull(),
    prioridad: text('prioridad').notNull(),
    prioridadRango: integer('prioridad_rango').generatedAlwaysAs(prioridadRango),
    ...estadoColumns('abierto'),
    solicitanteId: reference('solicitante_id', () => usuarios.id),
    solicitanteTipo: text('solicitante_tipo').notNull(),
    /** The staff member working on it, when someone is. */
    asignadoId: uuid('asignado_id').references(() => usuarios.id),
    /** The last time it was resolved (kept if reopened: the thread says it all). */
    resueltoEn: timestamp('resuelto_en', { withTimezone: true }),
    cerradoEn: timestamp('cerrado_en', { withTimezone: true }),
  },
  (table) => [
    ...folioIndexes(
      'tickets',
      table,
      { prioridad: table.prioridadRango, asunto: collated(table.asunto) },
      { solicitante: table.solicitanteId, asignado: table.asignadoId, estado: table.estado },
    ),
    oneOf('tickets_categoria_valida', table.categoria, CATEGORIAS_TICKET),
    oneOf('tickets_prioridad_valida', table.prioridad, PRIORIDADES_TICKET),
    oneOf('tickets_estado_valido', table.estado, ESTADOS_TICKET),
    oneOf('tickets_solicitante_tipo_valido', table.solicitanteTipo, TIPOS_SOLICITANTE),
    check(
      'tickets_resuelto_con_fecha',
      sql`${table.estado} <> 'resuelto' or ${table.resueltoEn} is not null`,
    ),
    check(
      'tickets_cerrado_con_fecha',
      sql`(${table.estado} = 'cerrado') = (${table.cerradoEn} is not null)`,
    ),
  ],
)

/**
 * A ticket's thread, oldest first and never changed: a comment (`texto`), a change of estado
 * (`estado`, the one it moved to), or a change with what was said about it.
 */
export const ticketComentarios = ownedTable(
  'ticket_comentarios',
  { ticketId: reference('ticket_id', () => tickets.id) },
  {
    autorId: reference('autor_id', () => usuarios.id),
    texto: text('texto'),
    estado: text('estado'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_comentarios_ticket_idx').on(table.ticketId, table.createdAt, table.id),
    oneOf('ticket_comentarios_estado_valido', table.estado, ESTADOS_TICKET, 'optional'),
    check(
      'ticket_comentarios_con_contenido',
      sql`${table.texto} is not null or ${table.estado} is not null`,
    ),
  ],
)

/**
 * The files of a ticket (`comentarioId` null: given when it was opened) or of one of its comments,
 * never changed. The file lives in the file storage under `tickets/<uploader id>/<uuid>` (uploaded
 * by ticket first, checked by its bytes as every document's: records/documentos/documento-archivo.ts).
 */
export const ticketAdjuntos = ownedTable(
  'ticket_adjuntos',
  { ticketId: reference('ticket_id', () => tickets.id) },
  {
    comentarioId: uuid('comentario_id').references(() => ticketComentarios.id),
    ...archivoColumns(),
    ...creacionColumns(),
  },
  (table) => [
    index('ticket_adjuntos_ticket_idx').on(table.ticketId, table.createdAt, table.id),
    uniqueIndex('ticket_adjuntos_archivo_uq').on(table.archivoClave),
    check('ticket_adjuntos_tipo_valido', inList(table.archivoTipo, TIPOS_ARCHIVO_DOCUMENTO)),
    check(
      'ticket_adjuntos_tamano',
      sql`${table.archivoBytes} between 1 and ${sql.raw(String(ARCHIVO_MAX_BYTES))}`,
    ),
  ],
)
