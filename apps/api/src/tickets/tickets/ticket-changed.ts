// The one place where something happens to a ticket: it is opened, answered, assigned or moved.
// Every write of the area calls `ticketChanged` in its transaction, after the ticket's own write
// (records-of.ts audits that one), and it does what follows from the change: a comment or a change
// of estado becomes an entry of the ticket's thread, with its files, audited as
// `ticket_comentario`; and it tells the other side (decision 071's bell and mail, in the same
// transaction): support's answer or move tells the solicitante, the solicitante's comment, reopening
// or closing tells who is on the ticket, an assignment tells who it was given to.
import { ESTADO_TICKET_LABEL, type EstadoTicket, folioTicket } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import type { Tx } from '../../db/database.ts'
import { ticketAdjuntos, ticketComentarios } from '../../db/schema/tickets.ts'
import { writeAudit } from '../../db/write-audit.ts'
import { notify } from '../../notify/notify.ts'
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
  await tell(tx, actor, ticket, change)
}

/** Who hears of a change, and what it says; the author of the change is never told. */
async function tell(tx: Tx, actor: Actor, ticket: TicketRecord, change: TicketChange) {
  const folio = folioTicket(ticket.numero)
  const deSoporte = actor.id !== ticket.solicitanteId
  const alSolicitante = {
    usuarioIds: [ticket.solicitanteId],
    enlace: href('mis-tickets-detalle', { id: ticket.id }),
    autorId: actor.id,
  }
  const alResponsable = {
    usuarioIds: ticket.asignadoId ? [ticket.asignadoId] : [],
    enlace: href('tickets-detalle', { id: ticket.id }),
    autorId: actor.id,
  }
  if (change.tipo === 'comentario') {
    await notify(
      tx,
      deSoporte
        ? {
            ...alSolicitante,
            tipo: 'ticket-respondido',
            titulo: `Tu ticket ${folio} tiene respuesta`,
            cuerpo: `Soporte respondió «${ticket.asunto}»: ${change.texto}`,
          }
        : {
            ...alResponsable,
            tipo: 'ticket-actualizado',
            titulo: `${folio} tiene un comentario nuevo`,
            cuerpo: `Su solicitante comentó «${ticket.asunto}»: ${change.texto}`,
          },
    )
  } else if (change.tipo === 'estado') {
    const estado = ESTADO_TICKET_LABEL[change.a].toLowerCase()
    const dicho = change.texto ? `: ${change.texto}` : '.'
    await notify(
      tx,
      deSoporte
        ? {
            ...alSolicitante,
            tipo: 'ticket-actualizado',
            titulo: `Tu ticket ${folio} está ${estado}`,
            cuerpo: `Soporte dejó «${ticket.asunto}» ${estado}${dicho}`,
          }
        : {
            ...alResponsable,
            tipo: 'ticket-actualizado',
            titulo: `${folio} ${change.a === 'cerrado' ? 'cerrado' : 'reabierto'} por su solicitante`,
            cuerpo: `«${ticket.asunto}» quedó ${estado}${dicho}`,
          },
    )
  } else if (change.tipo === 'asignado' && change.a) {
    await notify(tx, {
      ...alResponsable,
      usuarioIds: [change.a],
      tipo: 'ticket-actualizado',
      titulo: `Se te asignó el ticket ${folio}`,
      cuerpo: `«${ticket.asunto}»: revísalo en Soporte.`,
    })
  }
}
