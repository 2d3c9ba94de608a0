// "Is someone signed in?", asked before every protected navigation (spec sections 5 and 7). Amplify
// answers from its stored tokens and refreshes them when they have expired.
import { getCurrentUser as amplifyGetCurrentUser } from 'aws-amplify/auth'
import { sessionStore } from './session-store.ts'

export type CurrentUser = { userId: string; username: string }

export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { userId, username } = await amplifyGetCurrentUser()
    return { userId, username }
  } catch {
    // No valid session (never signed in, signed out elsewhere, refresh refused): the cached
    // session must go too (spec section 8), or the screens would show a user who is not there.
    sessionStore.reset()
    return null
  }
}
