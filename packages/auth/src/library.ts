// Everything of this package that runs the user pool's library (Amplify, ~41 KB gzip): loaded on
// demand by `loadAuthLibrary()` (auth-library.ts), configured with the portal's settings, when a
// stored token has expired, to sign in or out, and on the account pages. Nothing a signed-in
// page needs before it shows is here (decision 052).
export { changePassword } from './change-password.ts'
export { configureAuth } from './configure-auth.ts'
export { getCurrentUser } from './current-user.ts'
export { deviceErrorMessage } from './device-error.ts'
export { forgetDevice, listDevices, rememberCurrentDevice } from './devices.ts'
export { signInWithProvider } from './federated-sign-in.ts'
export { signOutWithHostedUi } from './hosted-ui-sign-out.ts'
export { getIdToken } from './id-token.ts'
export { handleInvalidSession } from './invalid-session.ts'
export { confirmPasswordReset, requestPasswordReset } from './password-reset.ts'
export { createLoginSteps } from './portal-session.ts'
export { signOut } from './sign-out.ts'
