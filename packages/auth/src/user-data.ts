// What the browser keeps of the signed-in user besides the session and the user pool's tokens:
// the screens' data cache, a portal's offline copies. On a shared phone the next person must find
// none of it (docs/decisions/038-sign-out-clears-user-data-drafts-stay-with-their-owner.md), so
// each holder registers how to forget what it keeps, and every way a session ends or starts runs
// them all: sign-out, an ended session (handleInvalidSession), a sign-out in another tab, and the
// next sign-in (which catches whatever an earlier end could not clear: a closed tab, a failure).
// No imports: the sign-in page's settings register here before any heavy library has loaded.

export type UserDataStore = {
  /** Names the store; registering a name again replaces its rule. */
  name: string
  /**
   * Forgets what it holds of whoever was signed in. What belongs to one user and must survive
   * (the operator's unsent drafts) stays, tied to its owner, for the owner only.
   */
  clear: () => void | Promise<void>
}

const stores = new Map<string, UserDataStore['clear']>()

/** Adds (or replaces) a store's rule; answers a function that removes it. */
export function registerUserDataStore({ name, clear }: UserDataStore): () => void {
  stores.set(name, clear)
  return () => {
    if (stores.get(name) === clear) stores.delete(name)
  }
}

/**
 * Runs every registered rule, all at once. One that fails does not stop the others nor the
 * sign-out: the next sign-in runs them again.
 */
export async function clearUserData(): Promise<void> {
  await Promise.allSettled([...stores.values()].map(async (clear) => clear()))
}
