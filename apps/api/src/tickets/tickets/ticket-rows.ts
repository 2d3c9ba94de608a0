// Tickets as lists and details show them: support's (every ticket) and a user's own (`propios`),
// with who asked, who is on it, the thread and the files.
import {
  type AdjuntoTicket,
  type CategoriaTicket,
  type ComentarioTicket,
  DETAIL_RELATED_MAX,
  type EstadoTicket,
  folioTicket,
  type listTicketsQuerySchema,
  type PrioridadTicket,
  reabribleHasta,
  type TicketDetail,
  type TicketRow,
  type TipoArchivoDocumento,
  type TipoSolicitante,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { usuarios } from '../../db/schema/index.ts'
import { ticketAdjuntos, ticketComentarios, tickets } from '../../db/schema/tickets.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { ticketRecords } from './ticket-records.ts'

export type TicketListQuery = ListQueryOf<typeof listTicketsQuerySchema>

const sortKeys = sortKeysOf<TicketListQuery['sort']>(tickets, {
  numero: { expr: tickets.numero, type: 'integer' },
  prioridad: { expr: tickets.prioridadRango, type: 'integer' },
  asunto: sortKey.text(tickets.asunto),
})

const solicitante = alias(usuarios, 'solicitante')
const asignado = alias(usuarios, 'asignado')
const deEsteTicket = eq(ticketComentarios.ticketId, tickets.id)

/** The rows `where` selects, as lists show them (the detail adds to them). */
async function rowsWhere(db: Db | Tx, where: SQL | undefined) {
  const found = await db
    .select({
      record: tickets,
      solicitante: {
        id: solicitante.id,
        nombre: solicitante.nombre,
        email: solicitante.email,
      },
      asignadoNombre: asignado.nombre,
      // Comments only: a change of estado without words is no answer.
      comentariosCount: sql<number>`(select count(*) from ${ticketComentarios} where ${deEsteTicket} and ${isNotNull(ticketComentarios.texto)})::int`,
      ultimoComentarioEn:
        sql<Date | null>`(select max(${ticketComentarios.createdAt}) from ${ticketComentarios} where ${deEsteTicket} and ${isNotNull(ticketComentarios.texto)})`.mapWith(
          ticketComentarios.createdAt,
        ),
    })
    .from(tickets)
    .innerJoin(solicitante, eq(solicitante.id, tickets.solicitanteId))
    .leftJoin(asignado, eq(asignado.id, tickets.asignadoId))
    .where(where)
  return found.map(({ record, asignadoNombre, comentariosCount, ultimoComentarioEn, ...rest }) => {
    const resueltoEn = record.resueltoEn?.toISOString() ?? null
    const row: TicketRow = {
      id: record.id,
      numero: record.numero,
      folio: folioTicket(record.numero),
      asunto: record.asunto,
      categoria: record.categoria as CategoriaTicket,
      prioridad: record.prioridad as PrioridadTicket,
      estado: record.estado as EstadoTicket,
      estadoDesde: record.estadoDesde.toISOString(),
      solicitante: { ...rest.solicitante, tipo: record.solicitanteTipo as TipoSolicitante },
      asignado:
        record.asignadoId && asignadoNombre
          ? { id: record.asignadoId, nombre: asignadoNombre }
          : null,
      comentariosCount: Number(comentariosCount),
      ultimoComentarioEn: ultimoComentarioEn?.toISOString() ?? null,
      resueltoEn,
      reabribleHasta:
        record.estado === 'resuelto' && resueltoEn ? reabribleHasta(resueltoEn) : null,
      cerradoEn: record.cerradoEn?.toISOString() ?? null,
      ...trackingOf(record),
    }
    return { record, row }
  })
}

function ticketWhere(query: TicketListQuery, scope?: SQL): SQL | undefined {
  return listWhere(
    tickets,
    query,
    ['estado', 'categoria', 'prioridad', 'asignadoId', 'solicitanteTipo'],
    scope,
  )
}

/** The list's rows: every ticket for support, or `scope`'s (a user's own: `propios`). */
export function ticketSource(db: Db, query: TicketListQuery, scope?: SQL): ListSource<TicketRow> {
  return listSourceOf(tickets, sortKeys, query, ticketWhere(query, scope), async (ids) =>
    (await rowsWhere(db, and(inArray(tickets.id, ids), scope))).map(({ row }) => row),
  )
}

const adjuntoOf = (adjunto: typeof ticketAdjuntos.$inferSelect): AdjuntoTicket => ({
  id: adjunto.id,
  archivo: {
    nombre: adjunto.archivoNombre,
    tipo: adjunto.archivoTipo as TipoArchivoDocumento,
    bytes: adjunto.archivoBytes,
  },
})

/**
 * One ticket (not deleted) within `scope` (none for support, `propios` for its solicitante), with
 * its description, its files and its thread oldest first; 404 otherwise, another's included.
 */
export async function ticketDetail(db: Db | Tx, id: string, scope?: SQL): Promise<TicketDetail> {
  const [found] = await rowsWhere(db, and(eq(tickets.id, id), vigente(tickets), scope))
  if (!found) throw ticketRecords.missing()
  const [[authors], thread, files] = await Promise.all([
    db.select(authorColumns(tickets)).from(tickets).where(eq(tickets.id, id)),
    db
      .select({ entrada: ticketComentarios, autor: usuarios.nombre })
      .from(ticketComentarios)
      .innerJoin(usuarios, eq(usuarios.id, ticketComentarios.autorId))
      .where(eq(ticketComentarios.ticketId, id))
      .orderBy(asc(ticketComentarios.createdAt), asc(ticketComentarios.id))
      .limit(DETAIL_RELATED_MAX),
    db
      .select()
      .from(ticketAdjuntos)
      .where(eq(ticketAdjuntos.ticketId, id))
      .orderBy(asc(ticketAdjuntos.createdAt), asc(ticketAdjuntos.id)),
  ])
  const { record, row } = found
  const comentarios = thread.map(
    ({ entrada, autor }): ComentarioTicket => ({
      id: entrada.id,
      autor: { id: entrada.autorId, nombre: autor },
      esSolicitante: entrada.autorId === record.solicitanteId,
      texto: entrada.texto,
      estado: entrada.estado as EstadoTicket | null,
      adjuntos: files.filter((file) => file.comentarioId === entrada.id).map(adjuntoOf),
      creadoEn: entrada.createdAt.toISOString(),
    }),
  )
  return {
    ...row,
    descripcion: record.descripcion,
    adjuntos: files.filter((file) => file.comentarioId === null).map(adjuntoOf),
    comentarios,
    creadoPor: authors?.creadoPor ?? null,
    actualizadoPor: authors?.actualizadoPor ?? null,
  }
}
