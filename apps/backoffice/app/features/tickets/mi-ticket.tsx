// tickets/mis-tickets/:id: one of the user's tickets with its thread (shared screen).
export { default } from '@cordillera/portal/screens/tickets/mi-ticket'
