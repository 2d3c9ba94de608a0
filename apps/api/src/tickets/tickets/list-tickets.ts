// GET /v1/tickets (support: every ticket), its export, and GET /v1/mis-tickets (a user's own).
import { ticketColumns } from '@cordillera/contracts'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db } from '../../db/database.ts'
import { listOf } from '../../db/list/list-page.ts'
import { listExportOf } from '../../http/export/list-export.ts'
import { propios } from './ticket-records.ts'
import { type TicketListQuery, ticketSource } from './ticket-rows.ts'

export const listTickets = listOf(ticketSource)

export const exportTickets = listExportOf({
  name: 'tickets',
  title: 'Tickets',
  columns: ticketColumns,
  source: ticketSource,
})

/** The caller's own tickets only, whatever the query says. */
export const listMisTickets = (user: AuthUser) =>
  listOf((db: Db, query: TicketListQuery) => ticketSource(db, query, propios(user)))
