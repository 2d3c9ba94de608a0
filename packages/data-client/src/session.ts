// @cordillera/data-client/session: who is signed in (GET /v1/me), for the portals' runtime and the
// screens that read the session. It imports no area: the sign-in and the guarded layout load it
// without any area's routes.
import { getMeRoute } from '@cordillera/contracts'
import { queryOptions } from '@tanstack/react-query'
import type { Connection } from './connection.ts'
import { defineArea } from './define-area.ts'

const session = defineArea({
  area: 'session',
  affects: { me: [] },
  calls: ({ request }) => ({
    /** GET /v1/me: the signed-in user (name, permisos, tipo, proveedor, and the portal's menu). */
    getMe: (
      options: { portal?: 'backoffice' | 'arrendador' | 'operador'; signal?: AbortSignal } = {},
    ) => request(getMeRoute, { query: { portal: options.portal }, signal: options.signal }),
  }),
  queries: (calls, { view }) => ({
    me: view('me', 'detail', (signal) => calls.getMe({ signal })),
  }),
})

/** `sessionApi(connection).getMe({ portal })`. */
export const sessionApi = session.client
export type SessionApi = ReturnType<typeof sessionApi>

/** The cached signed-in user, one per connection and shared by every screen. */
export function meQueryOptions(connection: Connection) {
  return queryOptions({
    ...session.queries(connection).me(),
    // Who the user is changes rarely and sign-out clears the cache: a minute is plenty.
    staleTime: 60_000,
  })
}

/** Every cached answer of /v1/me. */
export const meQueryKey = session.invalidates('me')[0]
