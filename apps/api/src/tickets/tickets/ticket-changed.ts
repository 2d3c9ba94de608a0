// The one place where something happens to a ticket: it is opened, answered, assigned or moved.
// Every write of the area calls `ticketChanged` in its transaction, after the ticket's own write
// (records-of.ts audits that one), and it does what follows from the change: a comment or a change
// of estado becomes an entry of the ticket's thread, with its files, audited as
// `ticket_comentario`. Whatever else a change sets off (telling the other side) goes here too.
import type { EstadoTicket } from '@cordillera/contracts'
import type { Tx } from '../../db/database.ts'
import { ticketAdjuntos, ticketComentarios } from '../../db/schema/tickets.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import type { ArchivoColumns } from '../../records/documentos/documento-archivo.ts'
import type { TicketRecord } from './ticket-records.ts'

export type TicketChange =
  /** Opened by its solicitante (its files were written with it). */
  | { tipo: 'abierto' }
  /** A comment, by its solicitante or by support, with its files (checked already). */
  | { tipo: 'comentario'; texto: string; archivos: readonly ArchivoColumns[] }
  /** Moved from `de` to `a`, with what was said about it. */
  | { tipo: 'estado'; de: EstadoTicket; a: EstadoTicket; texto: string | null }
  /** Given to someone else (`null`: to nobody). */
  | { tipo: 'asignado'; de: string | null; a: string | null }

export async function ticketChanged(
  tx: Tx,
  actor: Actor,
  ticket: TicketRecord,
  change: TicketChange,
): Promise<void> {
  if (change.tipo === 'comentario' || change.tipo === 'estado') {
    const [entrada] = await tx
      .insert(ticketComentarios)
      .values({
        ticketId: ticket.id,
        autorId: actor.id,
        texto: change.texto,
        estado: change.tipo === 'estado' ? change.a : null,
      })
      .returning()
    if (!entrada) throw new Error('ticket_comentario: insert returned no row')
    const archivos = change.tipo === 'comentario' ? change.archivos : []
    const adjuntos =
      archivos.length === 0
        ? []
        : await tx
            .insert(ticketAdjuntos)
            .values(
              archivos.map((archivo) => ({
                ...archivo,
                ticketId: ticket.id,
                comentarioId: entrada.id,
                createdBy: actor.id,
              })),
            )
            .returning()
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: 'ticket_comentario',
      entityId: entrada.id,
      action: 'crear',
      before: null,
      after: { ...entrada, adjuntos },
    })
  }
}
