// Mounts a contract route definition (packages/contracts) on the app: OpenAPI entry, permission
// middleware, zod validation of params/query/body, typed handler. Handlers return their success
// answers and throw ApiHttpError for the rest, so the error answers are documented here once.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import { apiErrorSchema } from '@cordillera/contracts'
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { ZodType } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { requirePermission } from '../auth/require-permission.ts'

type JsonResponse<S> = { description: string; content: { 'application/json': { schema: S } } }

type SuccessResponses<R extends ApiRouteDefinition['responses']> = {
  [K in keyof R]: R[K] extends { schema: infer S extends ZodType }
    ? JsonResponse<S>
    : { description: string }
}

/** The @hono/zod-openapi route config a definition stands for, with its exact types. */
export type OpenApiRouteOf<D extends ApiRouteDefinition> = RouteConfig & {
  method: D['method']
  path: D['path']
  request: {
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
  if (permission !== null) {
    responses[401] = errorResponse('Sin sesión, token no válido o usuario no habilitado')
    if (permission !== 'authenticated') {
      responses[403] = errorResponse(`Falta el permiso ${permission}`)
    }
  }
  responses[500] = errorResponse('Error inesperado')

  const config: RouteConfig = {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    tags: [...definition.tags],
    description:
      permission === null
        ? 'Pública.'
        : permission === 'authenticated'
          ? 'Requiere sesión.'
          : `Requiere el permiso \`${permission}\` (o su).`,
    ...(permission !== null && { security: [{ bearerAuth: [] }] }),
    request: {
      ...(params && { params }),
      ...(query && { query }),
      ...(body && {
        body: { required: true, content: { 'application/json': { schema: body } } },
      }),
    },
    responses,
    middleware: requirePermission(permission),
  }
  return config as OpenApiRouteOf<D>
}

export function registerRoute<const D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  definition: D,
  handler: ContractHandler<D>,
): void {
  app.openapi(toOpenApiRoute(definition), handler)
}
