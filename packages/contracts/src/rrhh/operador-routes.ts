// The API route of HR's operators list. The catalogue has no operator detail, edit or export key:
// an operator's record is kept with his worker (trabajadores), his reports under
// /v1/operadores/{id}/reports (report-routes.ts), his assignments by asignacion-operador-routes.ts.
import { listRoute } from '../common/entity-routes.ts'
import { listOperadoresQuerySchema, operadorPageSchema } from './operador.ts'

export const listOperadoresRoute = listRoute(
  '/v1/operadores',
  ['operadores'],
  {
    permission: 'rrhh/listar-operadores',
    summary:
      'Operadores: página con su asignación actual, usuario, último report y reports por firmar; búsqueda, filtros y orden',
  },
  { query: listOperadoresQuerySchema, page: operadorPageSchema },
)
