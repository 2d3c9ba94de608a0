// The API routes of logistics' read views: where every asset is, the assets in the workshop, the
// assets on rent per contract (and its export); the fleet's summary is commercial's
// (../comercial/resumen-equipos-routes.ts). Each takes its screen's key.
import { entityRoutes, listRoute } from '../common/entity-routes.ts'
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

export const listLogisticaActivosRoute = listRoute(
  '/v1/logistica-activos',
  tags,
  {
    permission: 'operaciones/logistica-activos',
    summary: 'Logística: dónde está cada activo, desde cuándo y su último movimiento',
  },
  { query: listLogisticaActivosQuerySchema, page: logisticaActivoPageSchema },
)
export const listActivosEnTallerRoute = listRoute(
  '/v1/activos-en-taller',
  tags,
  {
    permission: 'operaciones/activos-en-taller',
    summary: 'Activos en taller: desde cuándo, por qué y de dónde vinieron',
  },
  { query: listActivosEnTallerQuerySchema, page: activoEnTallerPageSchema },
)

const controlEquipos = entityRoutes({
  path: '/v1/control-equipos',
  tags,
  nombre: { singular: 'control de equipos', plural: 'Control de equipos', genero: 'm' },
  schemas: {
    query: listControlEquiposQuerySchema,
    page: controlEquipoPageSchema,
    columns: controlEquipoColumns,
  },
  // The catalogue has no export key for it: whoever reads the control may take it away.
  permission: 'operaciones/control-equipos',
})
export const listControlEquiposRoute = controlEquipos.list({
  summary: 'Control de equipos: los activos en arriendo por contrato y obra, y si están en ella',
})
export const exportControlEquiposRoute = controlEquipos.export()
