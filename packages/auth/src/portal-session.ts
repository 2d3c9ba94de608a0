// What every portal does around sign-in, written once: the login screen's two steps (user pool,
// then the API's session data). The protected layout's check is session.ts's `ensureSession`,
// which needs no user pool library while the stored tokens are valid.

import { authMessages } from './auth-errors.ts'
import type { MeSource } from './load-session.ts'
import { confirmNewPassword, type SignInResult, signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import { isApiError, startSession } from './start-session.ts'

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
