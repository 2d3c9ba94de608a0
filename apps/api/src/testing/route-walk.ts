// Test support for the route walk (auth/route-walk.test.ts): a request that reaches a registered
// route's guard, and the routes an app serves that did not come through registerRoute.
import { randomUUID } from 'node:crypto'
import type { App } from '../app.ts'
import { listRegisteredRoutes, type RegisteredRoute, routerPath } from '../http/route-registry.ts'

/** `GET /v1/obras/{id}`: how routes are named in messages and lists. */
export const routeName = (route: Pick<RegisteredRoute, 'method' | 'path'>) =>
  `${route.method.toUpperCase()} ${route.path}`

/**
 * A request to the route with every path param a fresh UUID and, when it takes a body, an empty
 * JSON object (or `body`): enough to get past routing to the guard, which runs before any
 * validation. `query` is added to the URL as given (`desconocido=1`).
 */
export function guardRequest(
  route: RegisteredRoute,
  headers: Record<string, string> = {},
  { query, body }: { query?: string; body?: string } = {},
): [url: string, init: RequestInit] {
  const path = route.path.replaceAll(/\{\w+\}/g, () => randomUUID())
  const url = query ? `${path}?${query}` : path
  const init: RequestInit = { method: route.method.toUpperCase(), headers: { ...headers } }
  if (route.hasBody) {
    init.headers = { ...headers, 'content-type': 'application/json' }
    init.body = body ?? '{}'
  }
  return [url, init]
}

/**
 * `METHOD /path` of every route the app answers that registerRoute did not mount (and so may
 * lack the permission middleware). Global middleware (`app.use`, method ALL on `/*`) is left out.
 */
export function routesOutsideRegistry(app: App): string[] {
  const registered = new Set(
    listRegisteredRoutes(app).map(
      (route) => `${route.method.toUpperCase()} ${routerPath(route.path)}`,
    ),
  )
  const outside = new Set<string>()
  for (const { method, path } of app.routes) {
    if (method === 'ALL' && (path === '/*' || path === '*')) continue
    const name = `${method} ${path}`
    if (!registered.has(name)) outside.add(name)
  }
  return [...outside]
}
