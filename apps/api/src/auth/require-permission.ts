// The route guard of the API: a route's permission and audience (data in its contract definition)
// become this middleware, which applies the navigation rules of docs/portals.md on the server, in
// their order. Public routes pass; others need a valid ID token of an active user (rule 1: 401); a
// keyed route then needs the user to be of its audience (rule 3: 403, su or not); then its key,
// when not empty, and every key of `alsoRequires` must be in the user's permisos unless the user
// is su (rule 4: 403).
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
import { SigningKeysUnavailableError } from './token-verifier.ts'

/** Rule 4: the key of a route (none for public, authenticated and empty-key routes), or su. */
export function hasPermission(user: AuthUser, permission: RoutePermission): boolean {
  if (permission === null || permission === 'authenticated' || permission === '') return true
  return user.su || user.permisos.includes(permission)
}

/**
 * Rule 3: a route with an audience is for those users only; su does not change who a user is.
 * Staff are the company's own people: tipo cordillera, neither an operator nor a site client
 * (those two are outside users of the operador portal only; docs/domain.md, users).
 */
export function isOfAudience(user: AuthUser, audience: RouteAudience | null): boolean {
  if (audience === null) return true
  if (audience === 'staff') {
    return user.tipo === 'cordillera' && user.operadorId === null && user.obraIds.length === 0
  }
  if (audience === 'operador') return user.tipo === 'cordillera' && user.operadorId !== null
  return user.tipo === audience
}

const wrongAudienceMessage: Record<RouteAudience, string> = {
  cordillera: messages.soloPersonal,
  staff: messages.soloPersonalInterno,
  proveedor: messages.soloArrendadores,
  operador: messages.soloOperadores,
}

export function requirePermission(
  route: Pick<ApiRouteDefinition, 'permission' | 'audience' | 'alsoRequires'>,
) {
  const { permission, alsoRequires = [] } = route
  const audience = audienceOf(route)
  return createMiddleware<AppEnv>(async (c, next) => {
    if (permission === null) return next()

    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw unauthorized()

    const { verifier, db, logger } = c.var.deps
    const claims = await verifier.verify(token).catch((error: unknown) => {
      // Neither valid nor invalid: the pool's keys are out of reach (503, error-handlers.ts).
      if (error instanceof SigningKeysUnavailableError) throw error
      logger.debug({ err: error }, 'token rejected')
      return null
    })
    if (!claims) throw unauthorized(messages.sesionInvalida)

    const user = await loadAuthUser(db, claims)
    if (!user) throw unauthorized(messages.usuarioNoHabilitado)
    if (audience !== null && !isOfAudience(user, audience)) {
      throw forbidden(wrongAudienceMessage[audience])
    }
    if (!hasPermission(user, permission)) throw forbidden()
    const missing = alsoRequires.find((key) => !hasPermission(user, key))
    if (missing) throw forbidden(messages.faltaPermiso(missing))

    c.set('user', user)
    return next()
  })
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}
