// How an API route is described once, as data, for the server (validation, OpenAPI, permission
// check) and for the typed client alike. Paths use OpenAPI braces: `/v1/obras/{id}`.
import type { z } from 'zod'

/**
 * What a caller needs to reach a route: `null` = public, `'authenticated'` = any signed-in
 * user, any other string = that permission key of the catalogue (spec section 6); `su` passes all.
 */
export type RoutePermission = null | 'authenticated' | (string & {})

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type ApiRouteResponse = {
  description: string
  /** Absent for bodiless answers (204). */
  schema?: z.ZodType
}

export type ApiRouteDefinition = {
  method: HttpMethod
  path: string
  summary: string
  tags: readonly string[]
  permission: RoutePermission
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** Success answers by status; the error answers (apiErrorSchema) are implied. */
  responses: { readonly [status: number]: ApiRouteResponse }
}

/** Keeps the literal types of a definition so server and client infer exact shapes. */
export function defineRoute<const T extends ApiRouteDefinition>(definition: T): T {
  return definition
}
