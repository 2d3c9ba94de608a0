// Mounts a contract route definition (packages/contracts) on the app: access check at start,
// OpenAPI entry, permission middleware, the input guard (undeclared query parameters and NUL
// characters refused, input-guard.ts), zod validation of params/query/body, typed handler, and
// an entry in the route registry. Handlers return their success answers and throw ApiHttpError
// for the rest, so the error answers are documented here once. It is the only way routes are
// mounted (the route walk test fails on any other), so no route lacks its guard.
import type { ApiRouteDefinition, RouteAudience, RoutePermission } from '@cordillera/contracts'
import { apiErrorSchema, audienceOf } from '@cordillera/contracts'
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { ZodType } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { checkRouteAccess } from '../auth/check-route-access.ts'
import { requirePermission } from '../auth/require-permission.ts'
import { heavyRequest, isHeavyRoute } from './heavy-requests.ts'
import { inputGuard } from './input-guard.ts'
import { recordRoute } from './route-registry.ts'

type JsonResponse<S> = { description: string; content: { 'application/json': { schema: S } } }

type SuccessResponses<R extends ApiRouteDefinition['responses']> = {
  [K in keyof R]: R[K] extends { schema: infer S extends ZodType }
    ? JsonResponse<S>
    : { description: string }
}

/**
 * The @hono/zod-openapi route config a definition stands for, with its exact types. The body is
 * kept out of RouteConfig's own request type: intersected with it, the body's content would
 * widen to every media type and handlers would lose `c.req.valid('json')`.
 */
export type OpenApiRouteOf<D extends ApiRouteDefinition> = Omit<RouteConfig, 'request'> & {
  method: D['method']
  path: D['path']
  request: Omit<NonNullable<RouteConfig['request']>, 'body'> & {
    params: D['params']
    query: D['query']
    body: D['body'] extends ZodType
      ? { required: true; content: { 'application/json': { schema: D['body'] } } }
      : undefined
  }
  responses: SuccessResponses<D['responses']>
  middleware: MiddlewareHandler<AppEnv>[]
}

export type ContractHandler<D extends ApiRouteDefinition> = RouteHandler<OpenApiRouteOf<D>, AppEnv>

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

export function toOpenApiRoute<const D extends ApiRouteDefinition>(
  definition: D,
): OpenApiRouteOf<D> {
  const { permission, params, query, body, alsoRequires = [] } = definition

  const responses: RouteConfig['responses'] = {}
  for (const [status, response] of Object.entries(definition.responses)) {
    responses[status] = response.schema
      ? {
          description: response.description,
          content: { 'application/json': { schema: response.schema } },
        }
      : { description: response.description }
  }
  // Every route can answer it: an undeclared query parameter is refused even where none is.
  responses[400] = errorResponse('Datos de entrada no válidos (entrada_invalida)')
  // An audience implies a permission other than null: keyed routes answer both 401 and 403.
  const audience = audienceOf(definition)
  if (permission !== null) {
    responses[401] = errorResponse('Sin sesión, token no válido o usuario no habilitado')
  }
  if (audience !== null) {
    responses[403] = errorResponse(forbiddenDescription(permission, audience, alsoRequires))
  }
  if (body !== undefined) {
    responses[413] = errorResponse('Cuerpo de más de 1 MB (entrada_invalida)')
  }
  responses[500] = errorResponse('Error inesperado (error_interno, con el código del registro)')

  const config: RouteConfig = {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    tags: [...definition.tags],
    description: accessDescription(permission, audience, alsoRequires),
    ...(permission !== null && { security: [{ bearerAuth: [] }] }),
    request: {
      ...(params && { params }),
      ...(query && { query }),
      ...(body && {
        body: { required: true, content: { 'application/json': { schema: body } } },
      }),
    },
    responses,
    middleware: [
      requirePermission(definition),
      inputGuard(definition),
      ...(isHeavyRoute(definition) ? [heavyRequest()] : []),
    ],
  }
  return config as OpenApiRouteOf<D>
}

export function registerRoute<const D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  definition: D,
  handler: ContractHandler<D>,
): void {
  checkRouteAccess(definition)
  recordRoute(app, {
    method: definition.method,
    path: definition.path,
    permission: definition.permission,
    audience: audienceOf(definition),
    alsoRequires: definition.alsoRequires ?? [],
    hasBody: definition.body !== undefined,
    queryParams: Object.keys(definition.query?.shape ?? {}),
    schemas: { params: definition.params, query: definition.query, body: definition.body },
  })
  app.openapi(toOpenApiRoute(definition), handler)
}

const audienceDescription: Record<RouteAudience, string> = {
  cordillera: 'Solo personal de Cordillera (tipo `cordillera`)',
  staff:
    'Solo personal interno de Cordillera (tipo `cordillera`, sin obras de cliente ni ficha de operador)',
  proveedor: 'Solo usuarios arrendadores (tipo `proveedor`; su no basta)',
  operador: 'Solo operadores (usuarios con ficha de operador; su no basta)',
}

const keyList = (keys: readonly string[]) => keys.map((key) => `\`${key}\``).join(' y ')

/** Who may call the route, for its OpenAPI description. */
export function accessDescription(
  permission: RoutePermission,
  audience: RouteAudience | null,
  alsoRequires: readonly string[] = [],
): string {
  if (permission === null) return 'Pública.'
  if (audience === null) return 'Requiere sesión: personal de Cordillera o arrendador.'
  const keys = [...(permission === '' ? [] : [permission]), ...alsoRequires]
  if (keys.length === 0) return `${audienceDescription[audience]}, sin permiso adicional.`
  const noun = keys.length === 1 ? 'el permiso' : 'los permisos'
  return `${audienceDescription[audience]}, con ${noun} ${keyList(keys)} (o su).`
}

function forbiddenDescription(
  permission: RoutePermission,
  audience: RouteAudience,
  alsoRequires: readonly string[],
): string {
  const who: Record<RouteAudience, string> = {
    cordillera: 'El usuario no es personal de Cordillera',
    staff: 'El usuario no es personal interno de Cordillera',
    proveedor: 'El usuario no es arrendador',
    operador: 'El usuario no es operador',
  }
  const keys = [...(permission === '' ? [] : [String(permission)]), ...alsoRequires]
  return keys.length === 0
    ? `${who[audience]} (prohibido)`
    : `${who[audience]} o le falta el permiso ${keys.join(' o ')} (prohibido)`
}
