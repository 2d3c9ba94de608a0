// The API routes of the logistics queue (operaciones/solicitudes-pendientes): the approved
// requests, one with what logistics must move, and its completion. Completing records movements,
// so it also takes the key that records them.
import { entityRoutes } from '../common/entity-routes.ts'
import {
  completarSolicitudSchema,
  listSolicitudesPendientesQuerySchema,
  solicitudCompletadaSchema,
  solicitudPendientePageSchema,
  solicitudPendienteSchema,
} from './solicitud-pendiente.ts'

const pendientes = entityRoutes({
  path: '/v1/solicitudes-pendientes',
  tags: ['solicitudes-pendientes'],
  nombre: { singular: 'solicitud', plural: 'Solicitudes pendientes', genero: 'f' },
  schemas: {
    query: listSolicitudesPendientesQuerySchema,
    page: solicitudPendientePageSchema,
    detail: solicitudPendienteSchema,
  },
  permission: 'operaciones/solicitudes-pendientes',
})

export const listSolicitudesPendientesRoute = pendientes.list({
  summary: 'Solicitudes aprobadas que esperan a logística (la fecha requerida más próxima primero)',
})
export const getSolicitudPendienteRoute = pendientes.get({
  summary: 'Una solicitud aprobada con lo que logística debe mover y los activos libres',
})
export const completeSolicitudRoute = pendientes.action(
  'completar',
  {
    alsoRequires: ['operaciones/logistica-activos'],
    summary:
      'Completar una solicitud: registra sus movimientos y cambia el contrato en una transacción',
    answer: 'Completada',
    answers: solicitudCompletadaSchema,
  },
  completarSolicitudSchema,
)
