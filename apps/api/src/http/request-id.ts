// Every request has an id (decision 092): the caller's X-Request-Id when it is a sane token (a
// proxy or load balancer in front sets one), else a new UUID. It goes back in the answer's
// X-Request-Id header and on every log line of the request (`reqId`), so a support case, the
// proxy's log and the API's log meet on one value.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'

export const REQUEST_ID_HEADER = 'X-Request-Id'

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (http/request-id.ts). */
    requestId: string
  }
}

// The id of the request whose work is running: the logger's mixin (logger.ts) writes it on every
// line, whichever logger the code holds (the app's, a module's child).
const current = new AsyncLocalStorage<string>()

/** `{ reqId }` inside a request's work, `{}` elsewhere (jobs, start-up): pino's mixin. */
export function requestLogFields(): { reqId?: string } {
  const reqId = current.getStore()
  return reqId === undefined ? {} : { reqId }
}

const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/

/** The incoming id when it is at most 128 characters of `[A-Za-z0-9._-]`, else a new UUID. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && SANE_ID.test(incoming) ? incoming : randomUUID()
}

export function requestId() {
  return createMiddleware(async (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER))
    c.set('requestId', id)
    // Set before the handlers run: an answer built by onError or notFound carries it too.
    c.header(REQUEST_ID_HEADER, id)
    await current.run(id, next)
    // A handler that returned a Response of its own (files, downloads) replaced the headers.
    if (!c.res.headers.has(REQUEST_ID_HEADER)) {
      const headers = new Headers(c.res.headers)
      headers.set(REQUEST_ID_HEADER, id)
      c.res = new Response(c.res.body, { status: c.res.status, headers })
    }
  })
}

/**
 * The pattern of the route that answered (`/v1/obras/:id`), never the raw path with its ids:
 * the access log's and the metrics' `route`. Requests no route matched are `(sin ruta)`.
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c)
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i]
    if (route && route.method !== 'ALL') return route.path
  }
  return '(sin ruta)'
}
