// The API routes of movements: record one of an asset, the whole history (and its export), and
// one asset's history.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { idParamsSchema } from '../common/fields.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { notPaged } from '../common/route-parts.ts'
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

export const listMovimientosRoute = defineRoute({
  method: 'get',
  path: '/v1/movimientos',
  summary: 'Movimientos: el histórico, con filtros y orden (los más recientes primero)',
  tags,
  permission: 'operaciones/historico-movimientos',
  query: listMovimientosQuerySchema,
  responses: { 200: { description: 'Una página', schema: movimientoPageSchema } },
})

export const exportMovimientosRoute = defineRoute({
  method: 'get',
  path: '/v1/movimientos/exportar',
  summary: 'Movimientos: exportación CSV o Excel del histórico',
  tags,
  // The catalogue has no export key for the history: whoever reads it may take it away.
  permission: 'operaciones/historico-movimientos',
  query: conPeriodoValido(
    movimientosQueryBase.omit(notPaged).extend(exportParams(movimientoColumns)),
    { diasMax: null },
  ),
  responses: { 200: exportFileResponse },
})

export const listMovimientosActivoRoute = defineRoute({
  method: 'get',
  path: '/v1/activos/{id}/movimientos',
  summary: 'Movimientos de un activo (los más recientes primero)',
  tags,
  permission: 'operaciones/detalle-activo',
  params: idParamsSchema,
  query: listMovimientosActivoQuerySchema,
  responses: { 200: { description: 'Una página', schema: movimientoPageSchema } },
})

export const createMovimientoRoute = defineRoute({
  method: 'post',
  path: '/v1/activos/{id}/movimientos',
  summary: 'Registrar un movimiento del activo (cambia su estado y su obra)',
  tags,
  permission: 'operaciones/logistica-activos',
  params: idParamsSchema,
  body: createMovimientoSchema,
  responses: { 201: { description: 'Registrado', schema: movimientoCreadoSchema } },
})
