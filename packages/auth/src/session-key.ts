// Where the signed-in session is kept, readable without loading the session's schema or the
// user-pool library: the sign-in page checks it before anything else loads (docs/portals.md,
// session).
export const sessionStorageKey = 'cordillera.sesion'

/**
 * Nobody signed in: the contract's `emptySession`, from its module without the session's zod
 * schemas, which a signed-in page would otherwise load first (decision 052).
 */
export { emptySession } from '@cordillera/contracts'

/** Whether this browser holds a stored session (its content is checked when the store loads it). */
export function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(sessionStorageKey) != null
  } catch {
    return false
  }
}
