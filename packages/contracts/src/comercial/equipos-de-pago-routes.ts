// The API routes of equipos de pago: the assets on rent in a period (a page) and its export.
import { entityRoutes } from '../common/entity-routes.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import {
  equiposDePagoPageSchema,
  equiposDePagoQueryBase,
  listEquiposDePagoQuerySchema,
} from './equipos-de-pago.ts'
import { equipoDePagoColumns } from './equipos-de-pago-columns.ts'

const equiposDePago = entityRoutes({
  path: '/v1/equipos-de-pago',
  tags: ['equipos-de-pago'],
  nombre: { singular: 'equipo de pago', plural: 'Equipos de pago', genero: 'm' },
  schemas: {
    query: listEquiposDePagoQuerySchema,
    exportQuery: equiposDePagoQueryBase,
    page: equiposDePagoPageSchema,
    columns: equipoDePagoColumns,
  },
  // The catalogue has no export key of its own: whoever reads the list may take it away.
  permission: 'comercial/equipos-de-pago',
})

export const listEquiposDePagoRoute = equiposDePago.list({
  summary:
    'Equipos de pago: los activos en arriendo en un periodo, con su tarifa y días en arriendo (por defecto, el mes en curso)',
})
export const exportEquiposDePagoRoute = equiposDePago.export(
  { summary: 'Equipos de pago: exportación CSV o Excel del periodo' },
  (query) => conPeriodoValido(query),
)
