// Forgot password (docs/portals.md, navigation rules and auth calls): the user pool sends a code to the user's e-mail, then
// the code and a new password replace the old one. Empty values are refused here with the code
// Amplify would raise for them, so the screen gets the same answer with or without a round trip.
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth'
import { authMessages } from './auth-errors.ts'
import { type AuthOutcome, failed, refused, succeeded } from './auth-outcome.ts'
import { passwordPolicyProblem } from './new-password-policy.ts'

// The e-mail is the username; the pool compares it without case, as sign-in does.
const normalized = (username: string) => username.trim().toLowerCase()

export async function requestPasswordReset(
  username: string,
): Promise<AuthOutcome & { destination?: string }> {
  const email = normalized(username)
  if (!email) return refused('EmptyResetPasswordUsername', authMessages.emptyEmail)
  try {
    const { nextStep } = await resetPassword({ username: email })
    // The masked address the code went to (a***@c***), for "te enviamos un código a …".
    const destination = nextStep.codeDeliveryDetails?.destination
    return destination ? { ...succeeded, destination } : succeeded
  } catch (error) {
    return failed(error)
  }
}

export async function confirmPasswordReset(input: {
  username: string
  code: string
  newPassword: string
}): Promise<AuthOutcome> {
  const username = normalized(input.username)
  const code = input.code.trim()
  if (!username) return refused('EmptyConfirmResetPasswordUsername', authMessages.emptyEmail)
  if (!code) return refused('EmptyConfirmResetPasswordConfirmationCode', authMessages.emptyCode)
  if (!input.newPassword) {
    return refused('EmptyConfirmResetPasswordNewPassword', authMessages.emptyNewPassword)
  }
  const problem = passwordPolicyProblem(input.newPassword)
  if (problem) return refused('InvalidPasswordException', problem)
  try {
    await confirmResetPassword({
      username,
      confirmationCode: code,
      newPassword: input.newPassword,
    })
    return succeeded
  } catch (error) {
    return failed(error)
  }
}
