// POST /v1/tickets/{id}/asignacion: support gives a ticket to one of the company's active people,
// or to nobody, at the version read (409 when stale, or once the ticket is closed); the same
// person again writes nothing.
import type { assignTicketSchema, TicketDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { checkAsignable } from './get-ticket.ts'
import { ticketChanged } from './ticket-changed.ts'
import { ticketRecords } from './ticket-records.ts'
import { ticketDetail } from './ticket-rows.ts'

export function assignTicket(
  db: Db,
  actor: Actor,
  id: string,
  { version, asignadoId }: z.output<typeof assignTicketSchema>,
): Promise<TicketDetail> {
  return ticketRecords.transaction(db, async (tx) => {
    const before = await ticketRecords.lock(tx, { id, version })
    if (before.estado === 'cerrado') throw conflict('El ticket está cerrado: ya no se asigna.')
    if (before.asignadoId !== asignadoId) {
      if (asignadoId !== null) await checkAsignable(tx, asignadoId)
      const after = await ticketRecords.write(tx, actor, before, { asignadoId }, 'editar')
      await ticketChanged(tx, actor, after, {
        tipo: 'asignado',
        de: before.asignadoId,
        a: asignadoId,
      })
    }
    return ticketDetail(tx, id)
  })
}
