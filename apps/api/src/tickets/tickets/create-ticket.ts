// POST /v1/mis-tickets: a signed-in user of any portal opens a ticket, with its files (each checked
// by its bytes first, outside the transaction), audited with them in one transaction. The kind of
// user it is now is kept with it: the portal it asked from.
import type { createTicketSchema, TicketDetail, TipoSolicitante } from '@cordillera/contracts'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db } from '../../db/database.ts'
import { ticketAdjuntos } from '../../db/schema/tickets.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { checkAdjuntos } from './ticket-adjuntos.ts'
import { ticketChanged } from './ticket-changed.ts'
import { propios, ticketRecords } from './ticket-records.ts'
import { ticketDetail } from './ticket-rows.ts'

/** A lessor, an operator, a site client (a user with obras) or the company's staff. */
export function tipoSolicitante(user: AuthUser): TipoSolicitante {
  if (user.tipo === 'proveedor') return 'arrendador'
  if (user.operadorId !== null) return 'operador'
  return user.obraIds.length > 0 ? 'cliente' : 'personal'
}

export async function createTicket(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  { adjuntos, ...input }: z.output<typeof createTicketSchema>,
): Promise<TicketDetail> {
  const archivos = await checkAdjuntos(db, storage, user, adjuntos)
  return ticketRecords.create(
    db,
    user,
    () => ({ ...input, solicitanteId: user.id, solicitanteTipo: tipoSolicitante(user) }),
    async (tx, row) => {
      await ticketChanged(tx, user, row, { tipo: 'abierto' })
      return ticketDetail(tx, row.id, propios(user))
    },
    async (tx, row) => {
      if (archivos.length === 0) return
      await tx
        .insert(ticketAdjuntos)
        .values(archivos.map((archivo) => ({ ...archivo, ticketId: row.id, createdBy: user.id })))
    },
  )
}
