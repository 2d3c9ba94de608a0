// An invalid session (refresh token revoked or expired, user deleted or disabled, global sign-out
// from another device) must leave nothing behind (docs/portals.md, errors): neither Amplify's tokens nor
// the session store, or the portal would look signed in while every call fails; nor the user's
// data the portal keeps (user-data.ts), or the next person on the phone would see it.
import { Amplify } from 'aws-amplify'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { authErrorName } from './auth-errors.ts'
import { sessionStore } from './session-store.ts'
import { clearUserData } from './user-data.ts'

// What Amplify raises when reading the session (fetchAuthSession, getCurrentUser) and the stored
// tokens can no longer be used: the refresh was refused for good, or there are no tokens at all.
// The same list Amplify uses to decide it must drop its tokens; network errors are not in it.
const sessionEndedNames = new Set([
  'NotAuthorizedException',
  'TokenRevokedException',
  'RefreshTokenReuseException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'UserUnAuthenticatedException',
])

/** True when reading the session failed because there is no valid session any more. */
export function isSessionEnded(error: unknown): boolean {
  return sessionEndedNames.has(authErrorName(error))
}

/**
 * True when a call carrying the access token (devices, password change) was refused because of
 * the token or its user, not because of what was asked: Cognito then answers
 * NotAuthorizedException with "Access Token has been revoked", "Invalid Access Token",
 * "Access Token has expired", "User does not exist." or "User is disabled.". A wrong current
 * password is also NotAuthorizedException ("Incorrect username or password.") and is not one.
 */
export function isAccessTokenRefused(error: unknown): boolean {
  const name = authErrorName(error)
  if (name === 'UserUnAuthenticatedException' || name === 'TokenRevokedException') return true
  if (name !== 'NotAuthorizedException' || !(error instanceof Error)) return false
  return /access token|user does not exist|user is disabled/i.test(error.message)
}

/** Forgets everything the browser holds about the user, without calling the user pool. */
export async function handleInvalidSession(): Promise<void> {
  // The store first: the screens stop showing the user at once, whatever happens next.
  sessionStore.reset()
  // Not Amplify's signOut: it would call the pool with tokens it refuses and, for a hosted-login
  // session, send the browser to the hosted logout page. The remembered device stays: it belongs
  // to the browser, not to the session.
  try {
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens()
  } catch {
    // Amplify not configured: it holds no tokens either.
  }
  try {
    await Amplify.clearCredentials()
  } catch {}
  // The data cache, offline copies (an operator's unsent drafts stay with their owner).
  await clearUserData()
}
