// The API route of HR's operators list. The catalogue has no operator detail, edit or export key:
// an operator's record is kept with his worker (trabajadores), his reports under
// /v1/operadores/{id}/reports (report-routes.ts), his assignments by asignacion-operador-routes.ts.
import { defineRoute } from '../api-route.ts'
import { listOperadoresQuerySchema, operadorPageSchema } from './operador.ts'

export const listOperadoresRoute = defineRoute({
  method: 'get',
  path: '/v1/operadores',
  summary:
    'Operadores: página con su asignación actual, usuario, último report y reports por firmar; búsqueda, filtros y orden',
  tags: ['operadores'],
  permission: 'rrhh/listar-operadores',
  query: listOperadoresQuerySchema,
  responses: { 200: { description: 'Una página', schema: operadorPageSchema } },
})
