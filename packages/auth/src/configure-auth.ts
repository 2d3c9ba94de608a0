// Points Amplify at the portal's user pool: AWS Cognito in production, the local user pool
// (tooling/user-pool) in development and tests. Call once, before any other function of this package.
import { Amplify } from 'aws-amplify'
import { authMessages } from './auth-errors.ts'

export type AuthConfig = {
  region: string
  userPoolId: string
  userPoolClientId: string
  /** Development and tests only: the local user pool's URL. Absent → the real Cognito. */
  userPoolEndpoint?: string | undefined
}

export class AuthConfigError extends Error {
  override name = 'AuthConfigError'
}

export function configureAuth({
  region,
  userPoolId,
  userPoolClientId,
  userPoolEndpoint,
}: AuthConfig) {
  if (!userPoolId || !userPoolClientId) throw new AuthConfigError(authMessages.missingConfig)
  // Amplify takes the region from the pool id (`us-east-2_…`); a different setting means the
  // portal was built with another environment's values, which would fail later and more obscurely.
  if (!userPoolId.startsWith(`${region}_`)) throw new AuthConfigError(authMessages.regionMismatch)
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  })
}
