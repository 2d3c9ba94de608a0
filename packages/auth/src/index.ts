// @cordillera/auth: the portals' only door to the user pool (apps never import aws-amplify).
export { authErrorMessage, authMessages, signOutTimeoutMessage } from './auth-errors.ts'
export type { AuthOutcome } from './auth-outcome.ts'
export { changePassword } from './change-password.ts'
export {
  type AuthConfig,
  AuthConfigError,
  type AuthConfigErrorCode,
  configureAuth,
  type HostedLoginConfig,
} from './configure-auth.ts'
export { type CurrentUser, getCurrentUser } from './current-user.ts'
export {
  DeviceError,
  type DeviceErrorKind,
  deviceErrorMessage,
  deviceErrorValues,
} from './device-error.ts'
export { type Device, forgetDevice, listDevices, rememberCurrentDevice } from './devices.ts'
export { signInWithProvider } from './federated-sign-in.ts'
export { hostedSignOutTimeoutMs, signOutWithHostedUi } from './hosted-ui-sign-out.ts'
export { getIdToken } from './id-token.ts'
export { handleInvalidSession } from './invalid-session.ts'
export { loadSession, type MeSource, sessionFromMe } from './load-session.ts'
export { confirmPasswordReset, requestPasswordReset } from './password-reset.ts'
export { createLoginSteps, ensureSession } from './portal-session.ts'
export {
  createSessionStore,
  type SessionStore,
  type StorageLike,
  sessionStorageKey,
  sessionStore,
} from './session-store.ts'
export { confirmNewPassword, type SignInResult, signIn } from './sign-in.ts'
export { signOut } from './sign-out.ts'
export { clearUserData, registerUserDataStore, type UserDataStore } from './user-data.ts'
