// How an API route is described once, as data, for the server (validation, OpenAPI, permission
// check) and for the typed client alike. Paths use OpenAPI braces: `/v1/obras/{id}`.
import type { z } from 'zod'
import type { PermissionKey } from './permission-keys.gen.ts'

/**
 * What a caller needs to reach a route: `null` = public, `'authenticated'` = any signed-in
 * user of either tipo, `''` = any user of the route's audience (the catalogue's empty key, as in
 * the lessor area or constructoras), any other string = that permission key of the catalogue
 * (docs/permission-keys.md) on top of the audience. `su` stands in for any key, never for a tipo.
 * Keys are the generated `PermissionKey` union, so a misspelt one fails typecheck.
 */
export type RoutePermission = null | 'authenticated' | '' | PermissionKey

/**
 * Who a keyed route (any permission but `null` and `'authenticated'`) is for (docs/portals.md,
 * navigation rules 3): `'proveedor'` = lessors only; `'cordillera'` = every user of tipo
 * `cordillera`, site clients and operators included (their keys decide); `'staff'` = tipo
 * `cordillera` users who are neither operators nor site clients, the audience of the backoffice's
 * keyless routes (docs/domain.md, users); `'operador'` = users linked to an operator record (the
 * operator's own reports: an operator sees only his). `su` does not change who a user is.
 */
export type RouteAudience = 'cordillera' | 'staff' | 'proveedor' | 'operador'

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
  /**
   * Keyed routes only; absent = `'staff'` for the empty key (a keyless route never opens to
   * outside users by omission), `'cordillera'` for the others. Mirrors the catalogue's
   * `proveedorOnly`.
   */
  audience?: RouteAudience
  /**
   * Keys of the other entities the operation reaches, checked on top of `permission` (su passes):
   * creating an obra from a constructora also needs `comercial/crear-obra`.
   */
  alsoRequires?: readonly PermissionKey[]
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

/** The tipo a route needs: `null` when any caller (public) or any signed-in user may call it. */
export function audienceOf(
  definition: Pick<ApiRouteDefinition, 'permission' | 'audience'>,
): RouteAudience | null {
  if (definition.permission === null || definition.permission === 'authenticated') return null
  return definition.audience ?? (definition.permission === '' ? 'staff' : 'cordillera')
}
