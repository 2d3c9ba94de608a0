// GET /v1/me: the signed-in user as the portals keep it in their session (spec section 3).
import { getMeRoute, type Me } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import type { AuthUser } from '../auth/auth-user.ts'
import { registerRoute } from '../http/register-route.ts'

export function toMe(user: AuthUser): Me {
  return {
    id: user.id,
    email: user.email,
    nombreUsuario: user.nombre,
    permisos: user.permisos,
    su: user.su,
    tipo: user.tipo,
    // Built from the route catalogue of @cordillera/permissions in a later issue.
    navigationMenu: [],
    proveedor: user.proveedor,
    obraIds: user.obraIds,
    operadorId: user.operadorId,
  }
}

export function registerMeRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getMeRoute, (c) => c.json(toMe(c.var.user), 200))
}
