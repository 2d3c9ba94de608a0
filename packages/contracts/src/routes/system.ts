// Routes every deployment has regardless of business area: public GETs of the service itself.
import { type ApiRouteDefinition, defineRoute } from '../api-route.ts'
import { healthSchema, livenessSchema, readinessSchema } from '../health.ts'

/** A public GET of the service (no user, no key), tagged `sistema`: its path, words and answers. */
const sistemaGet = <const P extends string, const R extends ApiRouteDefinition['responses']>(
  path: P,
  summary: string,
  responses: R,
) => defineRoute({ method: 'get', path, summary, tags: ['sistema'], permission: null, responses })

export const getHealthRoute = sistemaGet('/health', 'Estado del servicio y de su base de datos', {
  200: { description: 'El servicio y la base de datos responden', schema: healthSchema },
  503: { description: 'La base de datos no responde', schema: healthSchema },
})

export const getLivenessRoute = sistemaGet(
  '/health/live',
  'El proceso está en servicio (sin consultar dependencias)',
  { 200: { description: 'El proceso responde', schema: livenessSchema } },
)

export const getReadinessRoute = sistemaGet(
  '/health/ready',
  'Listo para atender: base de datos, grupo de usuarios y migraciones al día',
  {
    200: { description: 'Todo lo que una solicitud necesita responde', schema: readinessSchema },
    503: { description: 'Alguna parte no responde (la indica el cuerpo)', schema: readinessSchema },
  },
)
