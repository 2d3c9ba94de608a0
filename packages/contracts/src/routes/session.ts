// Routes about the signed-in user's own session.
import { defineRoute } from '../api-route.ts'
import { meSchema } from '../session.ts'

export const getMeRoute = defineRoute({
  method: 'get',
  path: '/v1/me',
  summary: 'Usuario en sesión: permisos, tipo, proveedor, obras y menú',
  tags: ['sesión'],
  permission: 'authenticated',
  responses: {
    200: { description: 'El usuario que firmó el token', schema: meSchema },
  },
})
