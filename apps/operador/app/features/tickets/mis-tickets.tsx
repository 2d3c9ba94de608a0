// tickets/mis-tickets: the user's own tickets as cards, the phone portals' list (shared screen).
export { default } from '@cordillera/portal/screens/tickets/mis-tickets-cards'
