// The API routes of contratos: the three lists (all, vigentes, terminados: each its catalogue
// key), the export, the detail, and the four requests raised from a contract (adición, cambio,
// retiro parcial, cierre), each with its own key; and the change of its billing terms.
import type { z } from 'zod'
import type { RoutePermission } from '../api-route.ts'
import { entityRoutes, listRoute } from '../common/entity-routes.ts'
import {
  contratoPageSchema,
  contratoRead,
  listContratosEstadoQuerySchema,
  listContratosQuerySchema,
  updateCondicionesCobroSchema,
} from './contrato.ts'
import { contratoColumns } from './contrato-columns.ts'
import {
  solicitudAdicionSchema,
  solicitudCambioSchema,
  solicitudCierreSchema,
  solicitudDetailSchema,
  solicitudRetiroParcialSchema,
} from './solicitud.ts'

const tags = ['contratos'] as const
const contratos = entityRoutes({
  path: '/v1/contratos',
  tags,
  nombre: { singular: 'contrato', plural: 'Contratos', genero: 'm' },
  schemas: {
    ...contratoRead,
    query: listContratosQuerySchema,
    columns: contratoColumns,
  },
})

/** A request raised from a contract: `POST /v1/contratos/{id}/<segment>`, answered with it. */
const solicitudDesde = <
  const G extends string,
  const K extends RoutePermission,
  const B extends z.ZodType,
>(
  segment: G,
  summary: string,
  permission: K,
  body: B,
) =>
  contratos.action(
    segment,
    {
      permission,
      summary,
      answer: 'La solicitud creada (pendiente)',
      answers: solicitudDetailSchema,
      status: 201,
    },
    body,
  )

export const listContratosRoute = contratos.list({
  permission: 'comercial/listar-contratos',
  summary: 'Contratos: página con búsqueda (folio, orden de compra), filtros y orden',
})
/** The contracts in one estado: each list its own path and key, the same page. */
const enEstado = { query: listContratosEstadoQuerySchema, page: contratoPageSchema }
export const listContratosVigentesRoute = listRoute(
  '/v1/contratos-vigentes',
  tags,
  { permission: 'comercial/listar-contratos-vigentes', summary: 'Contratos vigentes' },
  enEstado,
)
export const listContratosTerminadosRoute = listRoute(
  '/v1/contratos-terminados',
  tags,
  { permission: 'comercial/listar-contratos-terminados', summary: 'Contratos terminados' },
  enEstado,
)
export const exportContratosRoute = contratos.export('comercial/exportar-contrato')
export const getContratoRoute = contratos.get({
  permission: 'comercial/detalle-contrato',
  summary: 'Contrato con sus ítems, solicitudes e historial',
})

/**
 * The contract's billing terms (condiciones de cobro), the ones the EDP computation reads: a change
 * of commercial terms, so the contract-change screen's key, plus the detail's that shows them
 * (decision 067). A terminated contract is a 409; a stale version is a 409.
 */
export const updateCondicionesCobroRoute = contratos.action(
  'condiciones-cobro',
  {
    permission: 'comercial/cambio-contrato',
    alsoRequires: ['comercial/detalle-contrato'],
    summary:
      'Cambiar las condiciones de cobro de un contrato vigente (descuento y tarifa de operador por ítem, días de lluvia, precio del combustible)',
    answer: 'El contrato con sus condiciones nuevas',
  },
  updateCondicionesCobroSchema,
  'patch',
)

export const createSolicitudAdicionRoute = solicitudDesde(
  'adicion',
  'Solicitud de adición de activos a un contrato vigente',
  'comercial/adicion-contrato',
  solicitudAdicionSchema,
)
export const createSolicitudCambioRoute = solicitudDesde(
  'cambio',
  'Solicitud de cambio de activos de un contrato vigente',
  'comercial/cambio-contrato',
  solicitudCambioSchema,
)
export const createSolicitudRetiroParcialRoute = solicitudDesde(
  'retiro-parcial',
  'Solicitud de retiro parcial de activos de un contrato vigente',
  'comercial/retiro-parcial-contrato',
  solicitudRetiroParcialSchema,
)
export const createSolicitudCierreRoute = solicitudDesde(
  'cierre-contrato',
  'Solicitud de cierre de un contrato vigente (retira todos sus activos)',
  'comercial/cierre-contrato',
  solicitudCierreSchema,
)
