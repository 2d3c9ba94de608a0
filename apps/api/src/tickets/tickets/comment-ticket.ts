// POST /v1/tickets/{id}/comentarios (support answers any ticket) and POST
// /v1/mis-tickets/{id}/comentarios (its solicitante, on its own only: another's is not found). A
// comment only adds to the thread: no version, the ticket's row is not written; a closed ticket
// takes no more (409: open a new one).
import type { createComentarioTicketSchema, TicketDetail } from '@cordillera/contracts'
import type { SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { checkAdjuntos } from './ticket-adjuntos.ts'
import { ticketChanged } from './ticket-changed.ts'
import { ticketRecords } from './ticket-records.ts'
import { ticketDetail } from './ticket-rows.ts'

export async function commentTicket(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
  { texto, adjuntos }: z.output<typeof createComentarioTicketSchema>,
  scope?: SQL,
): Promise<TicketDetail> {
  // Not the caller's (or gone): refused before its files are taken in.
  if (!(await ticketRecords.find(db, id, { scope }))) throw ticketRecords.missing()
  const archivos = await checkAdjuntos(db, storage, actor, adjuntos)
  return ticketRecords.transaction(db, async (tx) => {
    const ticket = await ticketRecords.find(tx, id, { scope, forUpdate: true })
    if (!ticket) throw ticketRecords.missing()
    if (ticket.estado === 'cerrado') {
      throw conflict('El ticket está cerrado: abre uno nuevo si necesitas algo más.')
    }
    await ticketChanged(tx, actor, ticket, { tipo: 'comentario', texto, archivos })
    return ticketDetail(tx, id, scope)
  })
}
