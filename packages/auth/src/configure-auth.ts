// Points Amplify at the portal's user pool: AWS Cognito in production, the local user pool
// (tooling/user-pool) in development and tests. Call once, before any other function of this package.
import { Amplify } from 'aws-amplify'
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

export function configureAuth({
  region,
  userPoolId,
  userPoolClientId,
  userPoolEndpoint,
  hostedLogin,
}: AuthConfig) {
  if (!userPoolId || !userPoolClientId) throw new AuthConfigError('missing-config')
  // Amplify takes the region from the pool id (`us-east-2_…`); a different setting means the
  // portal was built with another environment's values, which would fail later and more obscurely.
  if (!userPoolId.startsWith(`${region}_`)) throw new AuthConfigError('region-mismatch')
  if (hostedLogin && !hostedLogin.domain) throw new AuthConfigError('missing-hosted-login')
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(hostedLogin
            ? {
                oauth: {
                  domain: hostedLogin.domain,
                  redirectSignIn: hostedLogin.redirectSignIn,
                  redirectSignOut: hostedLogin.redirectSignOut,
                  scopes: hostedLogin.scopes ?? ['openid', 'email', 'profile'],
                  // Authorization code with PKCE: no token ever travels in the URL.
                  responseType: 'code' as const,
                },
              }
            : {}),
        },
      },
    },
  })
}
