// The API route of the fleet's summary (resumen de equipos). It keeps the logistics tag it was
// published under.
import { defineRoute } from '../api-route.ts'
import { resumenEquiposQuerySchema, resumenEquiposSchema } from './resumen-equipos.ts'

export const getResumenEquiposRoute = defineRoute({
  method: 'get',
  path: '/v1/resumen-equipos',
  summary: 'Resumen de equipos: cuántos activos hay por estado, por tipo y por obra',
  tags: ['logistica'],
  permission: 'comercial/resumen-equipos',
  query: resumenEquiposQuerySchema,
  responses: { 200: { description: 'Los conteos', schema: resumenEquiposSchema } },
})
