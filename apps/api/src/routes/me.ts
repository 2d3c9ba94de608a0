// GET /v1/me: the signed-in user as the portals keep it in their session (docs/portals.md, session), with
// the navigation menu of the asked portal built here from the route catalogue: only the entries
// this user may open, so a portal never has to decide what to hide.
import { getMeRoute, type Me, type PortalName, type TipoUsuario } from '@cordillera/contracts'
import { buildNavigationMenu } from '@cordillera/permissions'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import type { AuthUser } from '../auth/auth-user.ts'
import { isOfAudience } from '../auth/require-permission.ts'
import { registerRoute } from '../http/register-route.ts'

/** The portal a user of each tipo signs in to, when the request does not say. */
export const DEFAULT_PORTAL: Record<TipoUsuario, PortalName> = {
  cordillera: 'backoffice',
  proveedor: 'arrendador',
}

export function toMe(user: AuthUser, portal: PortalName = DEFAULT_PORTAL[user.tipo]): Me {
  return {
    id: user.id,
    email: user.email,
    nombreUsuario: user.nombre,
    permisos: user.permisos,
    su: user.su,
    tipo: user.tipo,
    navigationMenu: buildNavigationMenu(
      {
        sesionIniciada: true,
        su: user.su,
        tipo: user.tipo,
        permisos: user.permisos,
        externo: user.tipo === 'cordillera' && !isOfAudience(user, 'staff'),
      },
      portal,
    ),
    proveedor: user.proveedor,
    obraIds: user.obraIds,
    operadorId: user.operadorId,
  }
}

export function registerMeRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, getMeRoute, (c) => {
    const { portal } = c.req.valid('query')
    return c.json(toMe(c.var.user, portal), 200)
  })
}
