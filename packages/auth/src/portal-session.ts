// What every portal does around sign-in, written once: the login screen's two steps (user pool,
// then the API's session data) and the protected layout's check before navigation.

import { authMessages } from './auth-errors.ts'
import { getCurrentUser } from './current-user.ts'
import { loadSession, type MeSource } from './load-session.ts'
import { sessionStore } from './session-store.ts'
import { confirmNewPassword, type SignInResult, signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import { clearUserData } from './user-data.ts'

/** The API client's errors carry an HTTP status and a Spanish message; others are unexpected. */
function isApiError(error: unknown): error is Error & { status: number } {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number'
}

/**
 * A session starts from nothing: whatever an earlier user left in this browser (a session that
 * ended with the tab closed, a clearing that failed) goes before the new one is loaded (decision 038).
 */
async function startSession(source: MeSource): Promise<void> {
  await clearUserData()
  await loadSession(source)
}

async function withSession(result: SignInResult, source: MeSource): Promise<SignInResult> {
  if (result.kind !== 'done') return result
  try {
    await startSession(source)
    return result
  } catch (error) {
    // Signed in to the pool but unknown to the API (or the API is down): half a sign-in would
    // leave a portal without name or permissions, so undo it and say why.
    await signOut()
    return {
      kind: 'error',
      message: isApiError(error) ? error.message : authMessages.profileUnavailable,
    }
  }
}

/** The login screen's steps for a portal whose API client is `source`. */
export function createLoginSteps(source: MeSource) {
  return {
    signIn: async (email: string, password: string) =>
      withSession(await signIn(email, password), source),
    confirmNewPassword: async (newPassword: string) =>
      withSession(await confirmNewPassword(newPassword), source),
  }
}

/**
 * The protected layout's check (its clientLoader): true when a user is signed in and the session
 * store is filled, loading it from the API if needed; false means "go to /login".
 */
export async function ensureSession(source: MeSource): Promise<boolean> {
  if (!(await getCurrentUser())) return false
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
