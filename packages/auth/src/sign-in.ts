// Sign-in with Amplify's default flow (USER_SRP_AUTH: the password never leaves the browser), as a
// result the login screen can show: done, a new password is required (first sign-in with a
// temporary password: "Define tu contraseña"), the password was reset by an administrator (the
// screen sends the user to the forgot-password code flow, decision 068), or a Spanish error.
import {
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  confirmSignIn,
  type SignInOutput,
} from 'aws-amplify/auth'
import { authErrorMessage, authErrorName, authMessages } from './auth-errors.ts'
import { passwordPolicyProblem } from './new-password-policy.ts'

export type SignInResult =
  | { kind: 'done' }
  | { kind: 'newPasswordRequired' }
  | { kind: 'passwordResetRequired'; message: string }
  | { kind: 'error'; message: string }

const resetRequired: SignInResult = {
  kind: 'passwordResetRequired',
  message: authMessages.passwordResetRequired,
}

function fromOutput({ nextStep }: SignInOutput): SignInResult {
  switch (nextStep.signInStep) {
    case 'DONE':
      return { kind: 'done' }
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'newPasswordRequired' }
    case 'RESET_PASSWORD':
      return resetRequired
    case 'CONFIRM_SIGN_UP':
      return { kind: 'error', message: authMessages.userNotConfirmed }
    default:
      return { kind: 'error', message: authMessages.unsupportedStep }
  }
}

const failed = (error: unknown): SignInResult =>
  authErrorName(error) === 'PasswordResetRequiredException'
    ? resetRequired
    : { kind: 'error', message: authErrorMessage(error) }

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const username = email.trim().toLowerCase()
  try {
    return fromOutput(await amplifySignIn({ username, password }))
  } catch (error) {
    if (authErrorName(error) !== 'UserAlreadyAuthenticatedException') return failed(error)
  }
  // Amplify still holds someone's tokens (the stored session was lost or another user left them):
  // whoever fills the form now is who signs in.
  try {
    await amplifySignOut()
    return fromOutput(await amplifySignIn({ username, password }))
  } catch (error) {
    return failed(error)
  }
}

/** Second step of a first sign-in: the permanent password replacing the temporary one. */
export async function confirmNewPassword(newPassword: string): Promise<SignInResult> {
  const problem = passwordPolicyProblem(newPassword)
  if (problem) return { kind: 'error', message: problem }
  try {
    return fromOutput(await confirmSignIn({ challengeResponse: newPassword }))
  } catch (error) {
    return failed(error)
  }
}
