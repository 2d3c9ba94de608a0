// The navigation guard of docs/portals.md (navigation rules), as a pure function: the four rules,
// in their order.
import type { Session } from '@cordillera/contracts'
import { knownPath } from './known-path.ts'
import type { AccessKey, RouteEntry } from './route.ts'

/** Rule 2's always-allowed route names (plus mis-dispositivos, see docs/permission-keys.md). */
export const ALWAYS_ALLOWED = [
  'index',
  'login',
  'cambiar-contrasenia',
  'olvido-contrasenia',
  'wip',
  'not-found',
  'prohibido',
  'mis-tickets',
  'tickets-agregar',
  'mis-tickets-detalle',
  'maintenance',
  'mis-dispositivos',
] as const

export const LOGIN_PATH = knownPath('/login')
export const INDEX_PATH = knownPath('/')
export const PROHIBIDO_PATH = knownPath('/prohibido')

export type Decision =
  | { outcome: 'allow' }
  | {
      outcome: 'redirect'
      to: string
      reason: 'unauthenticated' | 'wrong-tipo' | 'missing-permission'
    }

const alwaysAllowed: ReadonlySet<string> = new Set(ALWAYS_ALLOWED)
const allow: Decision = { outcome: 'allow' }

export type GuardSession = Pick<Session, 'sesionIniciada' | 'su' | 'tipo' | 'permisos'> & {
  /**
   * A site client or an operator: tipo `cordillera`, but outside the company (docs/domain.md,
   * people who sign in). Known where the user is (the API's menu); absent = staff.
   */
  externo?: boolean
}

export function decide(
  route: Pick<RouteEntry, 'name' | 'key' | 'access' | 'proveedorOnly' | 'portals'>,
  session: GuardSession,
): Decision {
  if (route.access === 'public') return allow
  // 1. Not signed in on a non-public route: to the login page.
  if (!session.sesionIniciada)
    return { outcome: 'redirect', to: LOGIN_PATH, reason: 'unauthenticated' }
  // 2. Always-allowed names pass for every signed-in user.
  if (alwaysAllowed.has(route.name)) return allow
  // 3. The lessor area is for proveedores only; everything else is for staff only.
  const tipoNeeded = route.proveedorOnly ? 'proveedor' : 'cordillera'
  if (session.tipo !== tipoNeeded)
    return { outcome: 'redirect', to: INDEX_PATH, reason: 'wrong-tipo' }
  // …and of the staff's routes, site clients and operators have only the operador portal's.
  if (session.externo && !route.portals.includes('operador'))
    return { outcome: 'redirect', to: INDEX_PATH, reason: 'wrong-tipo' }
  // 4. Unless su, a non-empty key must be among the user's permisos.
  if (!session.su && route.key !== '' && !session.permisos.includes(route.key)) {
    return { outcome: 'redirect', to: PROHIBIDO_PATH, reason: 'missing-permission' }
  }
  return allow
}

/**
 * Whether a row action (or any key) is available: su, an empty key, or the key in permisos. The
 * key is typed, so a misspelt one fails typecheck instead of hiding the action from everyone.
 */
export function hasKey(session: Pick<Session, 'su' | 'permisos'>, key: AccessKey): boolean {
  return key === '' || session.su || session.permisos.includes(key)
}
