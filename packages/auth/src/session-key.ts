// Where the signed-in session is kept, readable without loading the session's schema or the
// user-pool library: the sign-in page checks it before anything else loads (docs/portals.md,
// session).
import type { Session } from '@cordillera/contracts'

export const sessionStorageKey = 'cordillera.sesion'

/**
 * Nobody signed in: the contract's `emptySession`, here without the module that builds the
 * session's zod schemas, which a signed-in page would otherwise load first (decision 052).
 * `session-store.test.ts` checks it equals the contract's.
 */
export const emptySession: Session = {
  nombreUsuario: '',
  permisos: [],
  sesionIniciada: false,
  su: false,
  tipo: '',
  navigationMenu: [],
  proveedor: null,
}

/** Whether this browser holds a stored session (its content is checked when the store loads it). */
export function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(sessionStorageKey) != null
  } catch {
    return false
  }
}
