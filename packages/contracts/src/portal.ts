// The three portals a user may sign in to; GET /v1/me builds the navigation menu of one of them.
import { z } from 'zod'

export const portalSchema = z.enum(['backoffice', 'arrendador', 'operador'], {
  error: 'Portal desconocido: use backoffice, arrendador u operador.',
})
export type PortalName = z.infer<typeof portalSchema>
