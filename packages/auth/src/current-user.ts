// "Is someone signed in?", asked before every protected navigation (docs/portals.md, navigation rules and auth calls). Amplify
// answers from its stored tokens and refreshes them when they have expired.
import { getCurrentUser as amplifyGetCurrentUser } from 'aws-amplify/auth'
import { handleInvalidSession, isSessionEnded } from './invalid-session.ts'
import { sessionStore } from './session-store.ts'

export type CurrentUser = { userId: string; username: string }

export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { userId, username } = await amplifyGetCurrentUser()
    return { userId, username }
  } catch (error) {
    // No valid session (never signed in, signed out elsewhere, refresh refused): the cached
    // session must go too (docs/portals.md, errors), or the screens would show a user who is not there.
    if (isSessionEnded(error)) await handleInvalidSession()
    // Anything else (the pool unreachable during a refresh) keeps Amplify's tokens for a retry,
    // but this navigation still goes to the login page.
    else sessionStore.reset()
    return null
  }
}
