// @cordillera/auth: the portals' only door to the user pool (apps never import aws-amplify).
export { authErrorMessage, authMessages } from './auth-errors.ts'
export { type AuthConfig, AuthConfigError, configureAuth } from './configure-auth.ts'
export { type CurrentUser, getCurrentUser } from './current-user.ts'
export { getIdToken } from './id-token.ts'
export { loadSession, type MeSource, sessionFromMe } from './load-session.ts'
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
