import { entityRoutes } from '../common/entity-routes.ts'
import { idParamsSchema } from '../common/fields.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import {
  createMovimientoSchema,
  listMovimientosActivoQuerySchema,
  listMovimientosQuerySchema,
  movimientoCreadoSchema,
  movimientoPageSchema,
  movimientosQueryBase,
} from './movimiento.ts'
import { movimientoColumns } from './movimiento-columns.ts'

const tags = ['movimientos'] as const
const nombre = { singular: 'movimiento', plural: 'Movimientos', genero: 'm' } as const
const movimientos = entityRoutes({
  path: '/v1/movimientos',
  tags,
  nombre,
  schemas: {
    query: listMovimientosQuerySchema,
    exportQuery: movimientosQueryBase,
    page: movimientoPageSchema,
    columns: movimientoColumns,
  },
  // The catalogue has no export key for the history: whoever reads it may take it away.
  permission: 'operaciones/historico-movimientos',
})
const delActivo = entityRoutes({
  path: '/v1/activos/{id}/movimientos',
  tags,
  nombre,
  schemas: {
    query: listMovimientosActivoQuerySchema,
    page: movimientoPageSchema,
    create: createMovimientoSchema,
    detail: movimientoCreadoSchema,
  },
  collectionParams: idParamsSchema,
})

export const listMovimientosRoute = movimientos.list({
  summary: 'Movimientos: el histórico, con filtros y orden (los más recientes primero)',
})
export const exportMovimientosRoute = movimientos.export(
  { summary: 'Movimientos: exportación CSV o Excel del histórico' },
  (query) => conPeriodoValido(query, { diasMax: null }),
)
export const listMovimientosActivoRoute = delActivo.list({
  permission: 'operaciones/detalle-activo',
  summary: 'Movimientos de un activo (los más recientes primero)',
})

export const createMovimientoRoute = delActivo.create({
  permission: 'operaciones/logistica-activos',
  summary: 'Registrar un movimiento del activo (cambia su estado y su obra)',
  answer: 'Registrado',
})
