// How tickets are written (records/records-of.ts): audited as `ticket`, 404 when gone or not the
// caller's; a file named twice is a 409 on `adjuntos`. Their files are checked as documents'
// (records/documentos/documento-archivo.ts), kept under `tickets/<uploader id>/<uuid>`: a user
// names only what it uploaded itself.
import { ARCHIVO_OCUPADO_MESSAGE } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { AuthUser } from '../../auth/auth-user.ts'
import { tickets } from '../../db/schema/tickets.ts'
import type { ArchivoOwner } from '../../records/documentos/documento-archivo.ts'
import { recordsOf } from '../../records/records-of.ts'

export const ticketRecords = recordsOf(tickets, {
  entity: 'ticket',
  notFound: 'No encontramos el ticket.',
  uniques: { ticket_adjuntos_archivo_uq: ['adjuntos', ARCHIVO_OCUPADO_MESSAGE] },
})

export type TicketRecord = typeof tickets.$inferSelect

/** Where a user's ticket files are kept: uploaded before the ticket or comment names them. */
export const ADJUNTOS_OWNER: ArchivoOwner = { prefix: 'tickets', nombre: 'tu usuario' }

/** The tickets a user opened: the scope of every call of its own (mis-tickets). */
export const propios = (user: Pick<AuthUser, 'id'>) => eq(tickets.solicitanteId, user.id)
