// Every route mounted through registerRoute, per app, with who may call it. Tests walk this list
// to check each route's guard against real tokens, so a route added later is covered without
// anyone remembering to add it to a test.
import type {
  ApiRouteDefinition,
  HttpMethod,
  RouteAudience,
  RoutePermission,
} from '@cordillera/contracts'

export type RegisteredRoute = {
  method: HttpMethod
  /** OpenAPI path, params in braces: `/v1/obras/{id}`. */
  path: string
  permission: RoutePermission
  /** The tipo it is for; null for public routes and routes open to every signed-in user. */
  audience: RouteAudience | null
  /** Keys of other entities it also checks (`alsoRequires`). */
  alsoRequires: readonly string[]
  /** Whether it takes a JSON body. */
  hasBody: boolean
  /** The query parameters it declares; any other is refused. */
  queryParams: readonly string[]
  /** The contract's zod schemas of its input, as validated: what the fuzz suite generates from. */
  schemas: Pick<ApiRouteDefinition, 'params' | 'query' | 'body'>
}

// Keyed by app instance (not a module-level list) so every test's app has its own routes.
const registries = new WeakMap<object, RegisteredRoute[]>()

/** The path as Hono's router writes it: `/v1/obras/{id}` → `/v1/obras/:id`. */
export function routerPath(path: string): string {
  return path.replaceAll(/\{(\w+)\}/g, ':$1')
}

// `/v1/obras/{id}` and `/v1/obras/{obraId}` match the same requests.
const pathShape = (path: string) => path.replaceAll(/\{\w+\}/g, '{}')

export function recordRoute(app: object, route: RegisteredRoute): void {
  const routes = registries.get(app) ?? []
  // Hono would keep both and silently answer with the first: a second mount is a mistake.
  const clash = routes.find(
    (known) => known.method === route.method && pathShape(known.path) === pathShape(route.path),
  )
  if (clash) throw new Error(`Route ${route.method.toUpperCase()} ${route.path} registered twice`)
  routes.push(route)
  registries.set(app, routes)
}

export function listRegisteredRoutes(app: object): readonly RegisteredRoute[] {
  return registries.get(app) ?? []
}
