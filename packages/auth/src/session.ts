// @cordillera/auth/session: what a signed-in page needs before it shows, without the user pool's
// library (decision 052). Whether someone is signed in, who, and the token for the API are read
// from the tokens the library stored (stored-tokens.ts) while they are valid; the library is
// loaded (auth-library.ts) only to refresh an expired token, to find out that a session ended,
// and to sign out. A session whose tokens are expired or absent is the library's to judge, as
// before: it refreshes them, or the user goes to the sign-in.
import { authConfig } from './auth-config.ts'
import { loadAuthLibrary } from './auth-library.ts'
import type { CurrentUser } from './current-user.ts'
import type { MeSource } from './load-session.ts'
import { sessionStore } from './session-store.ts'
import { isApiError, startSession } from './start-session.ts'
import { clearStoredSignIn, readStoredSignIn, type StoredSignIn } from './stored-tokens.ts'
import { clearUserData } from './user-data.ts'

export { type AuthConfig, AuthConfigError, setAuthConfig } from './auth-config.ts'
export { type AuthLibrary, loadAuthLibrary } from './auth-library.ts'
export type { CurrentUser } from './current-user.ts'
export type { MeSource } from './load-session.ts'
export { sessionStore } from './session-store.ts'
export type { StoredSignIn } from './stored-tokens.ts'

/** The signed-in user of the stored tokens, while they are valid; null otherwise. */
export function storedSignIn(): StoredSignIn | null {
  const config = authConfig()
  return config ? readStoredSignIn(config.userPoolClientId) : null
}

/**
 * Who is signed in: from the stored tokens while valid, else from the library (which refreshes
 * them, or ends a session the pool refuses and answers null).
 */
export async function currentUser(): Promise<CurrentUser | null> {
  const stored = storedSignIn()
  if (stored) return { userId: stored.userId, username: stored.username }
  return (await loadAuthLibrary()).getCurrentUser()
}

/** The bearer token the API expects: the stored id token while valid, else the library's. */
export async function getIdToken(): Promise<string | null> {
  return storedSignIn()?.idToken ?? (await loadAuthLibrary()).getIdToken()
}

/**
 * Signs out with the library (`global`: on every device). When the library cannot even be
 * loaded, the browser still forgets the user (its tokens, the session, its data) and the failure
 * is reported, as a failed sign-out always was.
 */
export async function signOut(options: { global?: boolean } = {}): Promise<void> {
  let library: Awaited<ReturnType<typeof loadAuthLibrary>>
  try {
    library = await loadAuthLibrary()
  } catch (error) {
    const config = authConfig()
    if (config) clearStoredSignIn(config.userPoolClientId)
    sessionStore.reset()
    await clearUserData()
    throw error
  }
  await library.signOut(options)
}

/**
 * The protected layout's check (its clientLoader): true when a user is signed in and the session
 * store is filled, loading it from the API if needed; false means "go to /login".
 */
export async function ensureSession(source: MeSource): Promise<boolean> {
  if (!(await currentUser())) return false
  if (sessionStore.get().sesionIniciada) return true
  try {
    await startSession(source)
    return true
  } catch (error) {
    // The API refused the token (401): the user pool's session is not usable, start over.
    if (isApiError(error) && error.status === 401) {
      await signOut()
      return false
    }
    throw error
  }
}
