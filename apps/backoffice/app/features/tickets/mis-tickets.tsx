// tickets/mis-tickets: the user's own tickets as a table, the backoffice's list (shared screen).
export { default } from '@cordillera/portal/screens/tickets/mis-tickets-table'
