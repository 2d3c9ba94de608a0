// "Is someone signed in?", asked before every protected navigation (docs/portals.md, navigation rules and auth calls). Amplify
// answers from its stored tokens and refreshes them when they have expired.
import { getCurrentUser as amplifyGetCurrentUser } from 'aws-amplify/auth'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { authErrorName } from './auth-errors.ts'
import { handleInvalidSession, isSessionEnded } from './invalid-session.ts'
import { sessionStore } from './session-store.ts'
import { clearUserData } from './user-data.ts'

export type CurrentUser = { userId: string; username: string }

export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { userId, username } = await amplifyGetCurrentUser()
    return { userId, username }
  } catch (error) {
    // No valid session (never signed in, signed out elsewhere, refresh refused): the cached
    // session must go too (docs/portals.md, errors), or the screens would show a user who is not there.
    if (isSessionEnded(error)) {
      await handleInvalidSession()
      return null
    }
    // The pool could not be reached to refresh expired tokens (a phone without signal reopening
    // the portal from its cached shell): nothing says the session ended, so the user its stored
    // tokens name stays signed in with the last known session and menu. The API still refuses an
    // expired token, and the next call with signal refreshes it (or ends the session for good).
    if (authErrorName(error) === 'NetworkError') {
      const user = await storedUser()
      if (user && sessionStore.get().sesionIniciada) return user
    }
    // Anything else keeps Amplify's tokens for a retry, but this navigation goes to the login page,
    // where someone else may sign in: the user's data goes with the session.
    sessionStore.reset()
    await clearUserData()
    return null
  }
}

/** The user Amplify's stored tokens name, read without refreshing them (no network). */
async function storedUser(): Promise<CurrentUser | null> {
  try {
    const tokens = await cognitoUserPoolsTokenProvider.tokenOrchestrator
      .getTokenStore()
      .loadTokens()
    const payload = tokens?.idToken?.payload
    const userId = payload?.sub
    const username = payload?.['cognito:username']
    return typeof userId === 'string' && typeof username === 'string' ? { userId, username } : null
  } catch {
    return null
  }
}
