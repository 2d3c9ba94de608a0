// Routes about the signed-in user's own session.
import { z } from 'zod'
import { defineRoute } from '../api-route.ts'
import { portalSchema } from '../portal.ts'
import { meSchema } from '../session.ts'

export const getMeRoute = defineRoute({
  method: 'get',
  path: '/v1/me',
  summary: 'Usuario en sesión: permisos, tipo, proveedor, obras y menú',
  tags: ['sesión'],
  permission: 'authenticated',
  query: z.object({
    portal: portalSchema.optional().meta({
      description:
        'Portal cuyo menú (navigationMenu) se arma: por omisión `arrendador` para usuarios ' +
        'proveedor y `backoffice` para el personal.',
    }),
  }),
  responses: {
    200: { description: 'El usuario que firmó el token', schema: meSchema },
  },
})
