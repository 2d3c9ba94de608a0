// The notifications' contracts: every signed-in user's own (decision 071).
export * from './notificacion.ts'
export * from './notificacion-routes.ts'
