// @cordillera/data-client/tickets: the support tickets' calls and query options — support's and
// every user's own (mis-tickets), in all three portals. Imported only by the screens that use them.
export { type TicketsApi, type TicketsQueries, ticketsApi, ticketsQueries } from './area.ts'
