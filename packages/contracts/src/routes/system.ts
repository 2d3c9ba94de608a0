// Routes every deployment has regardless of business area.
import { defineRoute } from '../api-route.ts'
import { healthSchema, livenessSchema, readinessSchema } from '../health.ts'

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

export const getLivenessRoute = defineRoute({
  method: 'get',
  path: '/health/live',
  summary: 'El proceso está en servicio (sin consultar dependencias)',
  tags: ['sistema'],
  permission: null,
  responses: {
    200: { description: 'El proceso responde', schema: livenessSchema },
  },
})

export const getReadinessRoute = defineRoute({
  method: 'get',
  path: '/health/ready',
  summary: 'Listo para atender: base de datos, grupo de usuarios y migraciones al día',
  tags: ['sistema'],
  permission: null,
  responses: {
    200: { description: 'Todo lo que una solicitud necesita responde', schema: readinessSchema },
    503: { description: 'Alguna parte no responde (la indica el cuerpo)', schema: readinessSchema },
  },
})
