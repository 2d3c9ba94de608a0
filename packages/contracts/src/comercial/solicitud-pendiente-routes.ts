// The API routes of the logistics queue (operaciones/solicitudes-pendientes): the approved
// requests, one with what logistics must move, and its completion. Completing records movements,
// so it also takes the key that records them.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  completarSolicitudSchema,
  listSolicitudesPendientesQuerySchema,
  solicitudCompletadaSchema,
  solicitudPendientePageSchema,
  solicitudPendienteSchema,
} from './solicitud-pendiente.ts'

const tags = ['solicitudes-pendientes'] as const

export const listSolicitudesPendientesRoute = defineRoute({
  method: 'get',
  path: '/v1/solicitudes-pendientes',
  summary: 'Solicitudes aprobadas que esperan a logística (la fecha requerida más próxima primero)',
  tags,
  permission: 'operaciones/solicitudes-pendientes',
  query: listSolicitudesPendientesQuerySchema,
  responses: { 200: { description: 'Una página', schema: solicitudPendientePageSchema } },
})

export const getSolicitudPendienteRoute = defineRoute({
  method: 'get',
  path: '/v1/solicitudes-pendientes/{id}',
  summary: 'Una solicitud aprobada con lo que logística debe mover y los activos libres',
  tags,
  permission: 'operaciones/solicitudes-pendientes',
  params: idParamsSchema,
  responses: { 200: { description: 'La solicitud', schema: solicitudPendienteSchema } },
})

export const completarSolicitudRoute = defineRoute({
  method: 'post',
  path: '/v1/solicitudes-pendientes/{id}/completar',
  summary:
    'Completar una solicitud: registra sus movimientos y cambia el contrato en una transacción',
  tags,
  permission: 'operaciones/solicitudes-pendientes',
  alsoRequires: ['operaciones/logistica-activos'],
  params: idParamsSchema,
  body: completarSolicitudSchema,
  responses: { 200: { description: 'Completada', schema: solicitudCompletadaSchema } },
})
