// The API routes of logistics' read views: where every asset is, the assets in the workshop, the
// assets on rent per contract (and its export); the fleet's summary is commercial's
// (../comercial/resumen-equipos-routes.ts). Each takes its screen's key.
import { defineRoute } from '../api-route.ts'
import { exportFileResponse, exportParams } from '../common/columns.ts'
import { notPaged } from '../common/route-parts.ts'
import {
  activoEnTallerPageSchema,
  controlEquipoPageSchema,
  listActivosEnTallerQuerySchema,
  listControlEquiposQuerySchema,
  listLogisticaActivosQuerySchema,
  logisticaActivoPageSchema,
} from './logistica.ts'
import { controlEquipoColumns } from './logistica-columns.ts'

const tags = ['logistica'] as const

export const listLogisticaActivosRoute = defineRoute({
  method: 'get',
  path: '/v1/logistica-activos',
  summary: 'Logística: dónde está cada activo, desde cuándo y su último movimiento',
  tags,
  permission: 'operaciones/logistica-activos',
  query: listLogisticaActivosQuerySchema,
  responses: { 200: { description: 'Una página', schema: logisticaActivoPageSchema } },
})

export const listActivosEnTallerRoute = defineRoute({
  method: 'get',
  path: '/v1/activos-en-taller',
  summary: 'Activos en taller: desde cuándo, por qué y de dónde vinieron',
  tags,
  permission: 'operaciones/activos-en-taller',
  query: listActivosEnTallerQuerySchema,
  responses: { 200: { description: 'Una página', schema: activoEnTallerPageSchema } },
})

export const listControlEquiposRoute = defineRoute({
  method: 'get',
  path: '/v1/control-equipos',
  summary: 'Control de equipos: los activos en arriendo por contrato y obra, y si están en ella',
  tags,
  permission: 'operaciones/control-equipos',
  query: listControlEquiposQuerySchema,
  responses: { 200: { description: 'Una página', schema: controlEquipoPageSchema } },
})

export const exportControlEquiposRoute = defineRoute({
  method: 'get',
  path: '/v1/control-equipos/exportar',
  summary: 'Control de equipos: exportación CSV o Excel',
  tags,
  // The catalogue has no export key for it: whoever reads the control may take it away.
  permission: 'operaciones/control-equipos',
  query: listControlEquiposQuerySchema.omit(notPaged).extend(exportParams(controlEquipoColumns)),
  responses: { 200: exportFileResponse },
})
