// The support tickets' contracts (decision 070): support's list, detail and actions, and every
// user's own tickets in any portal.

export * from './ticket.ts'
export * from './ticket-columns.ts'
export * from './ticket-routes.ts'
export * from './vocabulary.ts'
