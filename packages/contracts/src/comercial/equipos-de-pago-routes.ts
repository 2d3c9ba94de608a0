// The API routes of equipos de pago: the assets on rent in a period (a page) and its export.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { notPaged } from '../common/route-parts.ts'
import {
  equiposDePagoPageSchema,
  equiposDePagoQueryBase,
  listEquiposDePagoQuerySchema,
} from './equipos-de-pago.ts'
import { equipoDePagoColumns } from './equipos-de-pago-columns.ts'

const tags = ['equipos-de-pago'] as const

export const listEquiposDePagoRoute = defineRoute({
  method: 'get',
  path: '/v1/equipos-de-pago',
  summary:
    'Equipos de pago: los activos en arriendo en un periodo, con su tarifa y días en arriendo (por defecto, el mes en curso)',
  tags,
  permission: 'comercial/equipos-de-pago',
  query: listEquiposDePagoQuerySchema,
  responses: { 200: { description: 'Una página', schema: equiposDePagoPageSchema } },
})

export const exportEquiposDePagoRoute = defineRoute({
  method: 'get',
  path: '/v1/equipos-de-pago/exportar',
  summary: 'Equipos de pago: exportación CSV o Excel del periodo',
  tags,
  // The catalogue has no export key of its own: whoever reads the list may take it away.
  permission: 'comercial/equipos-de-pago',
  query: conPeriodoValido(
    equiposDePagoQueryBase.omit(notPaged).extend(exportParams(equipoDePagoColumns)),
  ),
  responses: { 200: exportFileResponse },
})
