// The signed-in user's own notifications (decision 071): open to every signed-in user of every
// portal — staff, site clients, operators and lessors alike — and always about the caller's rows
// only: another user's notification by id answers 404, as one that does not exist.
import { type ApiRouteDefinition, defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  listNotificacionesQuerySchema,
  notificacionesMarcadasSchema,
  notificacionesNoLeidasSchema,
  notificacionesPageSchema,
  notificacionSchema,
} from './notificacion.ts'

const path = '/v1/notificaciones'

/** One of the caller's own routes: any signed-in user, under the notifications' tag. */
const propia = <const R extends Omit<ApiRouteDefinition, 'tags' | 'permission'>>(route: R) =>
  defineRoute({ ...route, tags: ['notificaciones'] as const, permission: 'authenticated' as const })

export const listNotificacionesRoute = propia({
  method: 'get',
  path,
  summary: 'Mis notificaciones, de la más nueva a la más antigua',
  query: listNotificacionesQuerySchema,
  responses: {
    200: { description: 'Una página de mis notificaciones', schema: notificacionesPageSchema },
  },
})

export const countNotificacionesNoLeidasRoute = propia({
  method: 'get',
  path: `${path}/no-leidas`,
  summary: 'Cuántas de mis notificaciones no he leído (la campana)',
  responses: { 200: { description: 'Mis no leídas', schema: notificacionesNoLeidasSchema } },
})

export const readNotificacionRoute = propia({
  method: 'post',
  path: `${path}/{id}/lectura`,
  summary: 'Marcar una de mis notificaciones como leída (otra vez: sin cambios)',
  params: idParamsSchema,
  responses: { 200: { description: 'Leída', schema: notificacionSchema } },
})

export const readAllNotificacionesRoute = propia({
  method: 'post',
  path: `${path}/lectura`,
  summary: 'Marcar todas mis notificaciones como leídas',
  responses: { 200: { description: 'Leídas', schema: notificacionesMarcadasSchema } },
})
