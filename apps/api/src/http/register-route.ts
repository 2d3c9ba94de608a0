// Mounts a contract route definition (packages/contracts) on the app: access check at start,
// OpenAPI entry, permission middleware, zod validation of params/query/body, typed handler, and
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
  middleware: MiddlewareHandler<AppEnv>
}

export type ContractHandler<D extends ApiRouteDefinition> = RouteHandler<OpenApiRouteOf<D>, AppEnv>

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

export function toOpenApiRoute<const D extends ApiRouteDefinition>(
  definition: D,
): OpenApiRouteOf<D> {
  const { permission, params, query, body } = definition
  const hasInput = params !== undefined || query !== undefined || body !== undefined

  const responses: RouteConfig['responses'] = {}
  for (const [status, response] of Object.entries(definition.responses)) {
    responses[status] = response.schema
      ? {
          description: response.description,
          content: { 'application/json': { schema: response.schema } },
        }
      : { description: response.description }
  }
  if (hasInput) responses[400] = errorResponse('Datos de entrada no válidos (entrada_invalida)')
  // An audience implies a permission other than null: keyed routes answer both 401 and 403.
  const audience = audienceOf(definition)
  if (permission !== null) {
    responses[401] = errorResponse('Sin sesión, token no válido o usuario no habilitado')
  }
  if (audience !== null) responses[403] = errorResponse(forbiddenDescription(permission, audience))
  responses[500] = errorResponse('Error inesperado')

  const config: RouteConfig = {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    tags: [...definition.tags],
    description: accessDescription(permission, audience),
    ...(permission !== null && { security: [{ bearerAuth: [] }] }),
    request: {
      ...(params && { params }),
      ...(query && { query }),
      ...(body && {
        body: { required: true, content: { 'application/json': { schema: body } } },
      }),
    },
    responses,
    middleware: requirePermission(definition),
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
    hasBody: definition.body !== undefined,
  })
  app.openapi(toOpenApiRoute(definition), handler)
}

const tipoDescription: Record<RouteAudience, string> = {
  cordillera: 'Solo personal de Cordillera (tipo `cordillera`)',
  proveedor: 'Solo usuarios arrendadores (tipo `proveedor`; su no basta)',
}

/** Who may call the route, for its OpenAPI description. */
export function accessDescription(
  permission: RoutePermission,
  audience: RouteAudience | null,
): string {
  if (permission === null) return 'Pública.'
  if (audience === null) return 'Requiere sesión: personal de Cordillera o arrendador.'
  const key =
    permission === '' ? ', sin permiso adicional' : `, con el permiso \`${permission}\` (o su)`
  return `${tipoDescription[audience]}${key}.`
}

function forbiddenDescription(permission: RoutePermission, audience: RouteAudience): string {
  const tipo =
    audience === 'proveedor'
      ? 'El usuario no es arrendador'
      : 'El usuario no es personal de Cordillera'
  return permission === ''
    ? `${tipo} (prohibido)`
    : `${tipo} o le falta el permiso ${permission} (prohibido)`
}
