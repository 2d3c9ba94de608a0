// The portal's user pool settings, checked and kept without loading the user pool's library: the
// signed-in pages decide who is there from the tokens the library stored (stored-tokens.ts) and
// load the library only when it must talk to the pool (auth-library.ts). No imports of Amplify.
import { authMessages } from './auth-errors.ts'

export type HostedLoginConfig = {
  /** The user pool's hosted-login domain, without https:// (e.g. `auth.cordillera.cl`). */
  domain: string
  /** Where the hosted login sends the browser back after signing in / out (this portal's URLs). */
  redirectSignIn: string[]
  redirectSignOut: string[]
  /** Defaults to openid, email and profile. */
  scopes?: string[]
}

export type AuthConfig = {
  region: string
  userPoolId: string
  userPoolClientId: string
  /** Development and tests only: the local user pool's URL. Absent → the real Cognito. */
  userPoolEndpoint?: string | undefined
  /** Federated sign-in (signInWithProvider) and its sign-out; absent → e-mail and password only. */
  hostedLogin?: HostedLoginConfig | undefined
}

const configMessages = {
  'missing-config': authMessages.missingConfig,
  'region-mismatch': authMessages.regionMismatch,
  'missing-hosted-login': authMessages.missingHostedLogin,
  'identity-pool-needs-tokens': authMessages.identityPoolNeedsTokens,
} as const

export type AuthConfigErrorCode = keyof typeof configMessages

/** The portal was built without (or with the wrong) user pool settings; the message is Spanish. */
export class AuthConfigError extends Error {
  override name = 'AuthConfigError'
  readonly code: AuthConfigErrorCode

  constructor(code: AuthConfigErrorCode) {
    super(configMessages[code])
    this.code = code
  }
}

/** Throws the AuthConfigError a portal built with missing or mismatched settings deserves. */
export function checkAuthConfig({ region, userPoolId, userPoolClientId, hostedLogin }: AuthConfig) {
  if (!userPoolId || !userPoolClientId) throw new AuthConfigError('missing-config')
  // Amplify takes the region from the pool id (`us-east-2_…`); a different setting means the
  // portal was built with another environment's values, which would fail later and more obscurely.
  if (!userPoolId.startsWith(`${region}_`)) throw new AuthConfigError('region-mismatch')
  if (hostedLogin && !hostedLogin.domain) throw new AuthConfigError('missing-hosted-login')
}

let current: AuthConfig | undefined
let amplifyConfiguredWith: AuthConfig | undefined

/**
 * The portal's settings, given once at start (the portal runtime does it): checked now, used by
 * the session checks at once and by the user pool's library when it loads.
 */
export function setAuthConfig(config: AuthConfig) {
  checkAuthConfig(config)
  current = config
}

/** What `setAuthConfig` (or `configureAuth`) was given last; undefined before. */
export function authConfig(): AuthConfig | undefined {
  return current
}

/** Called by `configureAuth`: these settings are Amplify's now too. */
export function rememberAuthConfig(config: AuthConfig) {
  current = config
  amplifyConfiguredWith = config
}

/** Whether Amplify already runs with the settings in force. */
export function amplifyConfigured(): boolean {
  return current !== undefined && amplifyConfiguredWith === current
}
