// Change password (docs/portals.md, auth calls): needs a session; sends the current and the new password.
import { updatePassword } from 'aws-amplify/auth'
import { authMessages } from './auth-errors.ts'
import { type AuthOutcome, failed, refused, succeeded } from './auth-outcome.ts'
import { handleInvalidSession, isAccessTokenRefused } from './invalid-session.ts'
import { passwordPolicyProblem } from './new-password-policy.ts'

export async function changePassword(
  oldPassword: string,
  newPassword: string,
): Promise<AuthOutcome> {
  // Amplify refuses both empty values with the same code; the screen needs to say which one.
  if (!oldPassword) return refused('EmptyUpdatePassword', authMessages.emptyCurrentPassword)
  if (!newPassword) return refused('EmptyUpdatePassword', authMessages.emptyNewPassword)
  const problem = passwordPolicyProblem(newPassword)
  if (problem) return refused('InvalidPasswordException', problem)
  try {
    await updatePassword({ oldPassword, newPassword })
    return succeeded
  } catch (error) {
    if (isAccessTokenRefused(error)) {
      await handleInvalidSession()
      return refused('UserUnAuthenticatedException', authMessages.sessionExpired)
    }
    const outcome = failed(error)
    // The user is signed in, so "wrong credentials" can only mean the current password.
    return !outcome.ok && outcome.message === authMessages.wrongCredentials
      ? { ...outcome, message: authMessages.wrongCurrentPassword }
      : outcome
  }
}
