// The route guard of the API: a route's permission (data in its contract definition) becomes this
// middleware. Public routes pass; others need a valid ID token of an active user; a catalogue key
// must be in the user's permisos unless the user is su.
import type { RoutePermission } from '@cordillera/contracts'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { forbidden, messages, unauthorized } from '../http/api-error.ts'
import { type AuthUser, loadAuthUser } from './auth-user.ts'

export function hasPermission(user: AuthUser, permission: RoutePermission): boolean {
  if (permission === null || permission === 'authenticated') return true
  return user.su || user.permisos.includes(permission)
}

export function requirePermission(permission: RoutePermission) {
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
    if (!hasPermission(user, permission)) throw forbidden()

    c.set('user', user)
    return next()
  })
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}
