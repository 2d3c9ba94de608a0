// @cordillera/auth: the portals' only door to the user pool (apps never import aws-amplify).
// Everything, Amplify's functions included; a page's first load imports `@cordillera/auth/session`
// instead and loads the rest with `loadAuthLibrary()` (decision 052).

export {
  type AuthConfig,
  AuthConfigError,
  type AuthConfigErrorCode,
  type HostedLoginConfig,
  setAuthConfig,
} from './auth-config.ts'
export { authErrorMessage, authMessages, signOutTimeoutMessage } from './auth-errors.ts'
export { type AuthLibrary, loadAuthLibrary } from './auth-library.ts'
export type { AuthOutcome } from './auth-outcome.ts'
export { changePassword } from './change-password.ts'
export { configureAuth } from './configure-auth.ts'
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
export { handleInvalidSession } from './invalid-session.ts'
export { loadSession, type MeSource, sessionFromMe } from './load-session.ts'
export { confirmPasswordReset, requestPasswordReset } from './password-reset.ts'
export { createLoginSteps } from './portal-session.ts'
// The signed-in pages' checks, from the stored tokens while valid (decision 052).
export { currentUser, ensureSession, getIdToken, storedSignIn } from './session.ts'
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
