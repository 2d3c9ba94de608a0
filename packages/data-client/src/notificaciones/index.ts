// @cordillera/data-client/notificaciones: the signed-in user's own notifications (decision 071),
// the calls of the bell every portal's app bar shows. Its own entry point and its own area: the
// bell loads after the screen, and its routes' schemas with it, never with a screen's first load.
import {
  countNotificacionesNoLeidasRoute,
  listNotificacionesRoute,
  readAllNotificacionesRoute,
  readNotificacionRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'
import type { QueryInput } from '../resource.ts'

const notificaciones = defineArea({
  area: 'notificaciones',
  // Marking one read changes the list and the count: both are the one entity's.
  affects: { notificaciones: [] },
  calls: ({ list, fetch, get }) => ({
    /** A page of mine, newest first (`noLeidas: 'true'` for the unread only). */
    list: list(listNotificacionesRoute),
    /** How many of mine are unread: the bell's badge. */
    noLeidas: fetch(countNotificacionesNoLeidasRoute),
    /** Marks one of mine read (again: unchanged); another's is a 404. */
    read: get(readNotificacionRoute),
    /** Marks every one of mine read. */
    readAll: fetch(readAllNotificacionesRoute),
  }),
  queries: (calls, { list, view }) => ({
    ...list('notificaciones', 'mias', calls.list),
    noLeidas: view('notificaciones', 'no-leidas', (signal) => calls.noLeidas(signal)),
  }),
})

export type NotificacionesListQuery = QueryInput<typeof listNotificacionesRoute>

/** `notificacionesApi(api).read(id)`: the calls, built once per connection. */
export const notificacionesApi = notificaciones.client

/** `notificacionesQueries(api).noLeidas()`, `.list(query)`, `.invalidates`. */
export const notificacionesQueries = notificaciones.queries
