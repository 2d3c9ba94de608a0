// Points Amplify at the portal's user pool: AWS Cognito in production, the local user pool
// (tooling/user-pool) in development and tests. The portals do not call it themselves: they give
// the settings to `setAuthConfig` (auth-config.ts) and the library is configured when it loads
// (auth-library.ts); tests and tools that use Amplify directly call it once, before the rest.
import { Amplify } from 'aws-amplify'
import { type AuthConfig, checkAuthConfig, rememberAuthConfig } from './auth-config.ts'

export {
  type AuthConfig,
  AuthConfigError,
  type AuthConfigErrorCode,
  type HostedLoginConfig,
} from './auth-config.ts'

export function configureAuth(config: AuthConfig) {
  checkAuthConfig(config)
  // The light session checks (stored-tokens.ts) read the tokens of this same client.
  rememberAuthConfig(config)
  const { userPoolId, userPoolClientId, userPoolEndpoint, hostedLogin } = config
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
