// Routes every deployment has regardless of business area.
import { defineRoute } from '../api-route.ts'
import { healthSchema } from '../health.ts'

export const getHealthRoute = defineRoute({
  method: 'get',
  path: '/health',
  summary: 'Estado del servicio y de su base de datos',
  tags: ['sistema'],
  permission: null,
  responses: {
    200: { description: 'El servicio y la base de datos responden', schema: healthSchema },
    503: { description: 'La base de datos no responde', schema: healthSchema },
  },
})
