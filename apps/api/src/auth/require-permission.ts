// The route guard of the API: a route's permission and audience (data in its contract definition)
// become this middleware, which applies spec section 5's rules on the server, in their order.
// Public routes pass; others need a valid ID token of an active user (rule 1: 401); a keyed route
// then needs the user's tipo to be its audience (rule 3: 403, su or not); then its key, when not
// empty, must be in the user's permisos unless the user is su (rule 4: 403).
import {
  type ApiRouteDefinition,
  audienceOf,
  type RouteAudience,
  type RoutePermission,
} from '@cordillera/contracts'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { forbidden, messages, unauthorized } from '../http/api-error.ts'
import { type AuthUser, loadAuthUser } from './auth-user.ts'

/** Rule 4: the key of a route (none for public, authenticated and empty-key routes), or su. */
export function hasPermission(user: AuthUser, permission: RoutePermission): boolean {
  if (permission === null || permission === 'authenticated' || permission === '') return true
  return user.su || user.permisos.includes(permission)
}

/** Rule 3: a route with an audience is for users of that tipo only; su does not change a tipo. */
export function isOfAudience(user: AuthUser, audience: RouteAudience | null): boolean {
  return audience === null || user.tipo === audience
}

const wrongTipoMessage: Record<RouteAudience, string> = {
  cordillera: messages.soloPersonal,
  proveedor: messages.soloArrendadores,
}

export function requirePermission(route: Pick<ApiRouteDefinition, 'permission' | 'audience'>) {
  const { permission } = route
  const audience = audienceOf(route)
  return createMiddleware<AppEnv>(async (c, next) => {
    if (permission === null) return next()

    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw unauthorized()

    const { verifier, db, logger } = c.var.deps
    const claims = await verifier.verify(token).catch((error: unknown) => {
      logger.debug({ err: error }, 'token rejected')
      return null
    })
    if (!claims) throw unauthorized(messages.sesionInvalida)

    const user = await loadAuthUser(db, claims)
    if (!user) throw unauthorized(messages.usuarioNoHabilitado)
    if (audience !== null && !isOfAudience(user, audience)) {
      throw forbidden(wrongTipoMessage[audience])
    }
    if (!hasPermission(user, permission)) throw forbidden()

    c.set('user', user)
    return next()
  })
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}
