// The part of the portal runtime that is loaded on demand (runtime.ts says why): the user pool's
// settings, the connection to the API with the user's token, and the sign-in steps. Only the
// session's call comes with it: each screen imports its area's calls itself. The user pool's
// library (Amplify) is not here: the token comes from its stored tokens while they are valid,
// and the library loads when a token must be refreshed, to sign in or out (decision 052).
import type { SignInResult } from '@cordillera/auth'
import { getIdToken, loadAuthLibrary, setAuthConfig } from '@cordillera/auth/session'
import { type Connection, createConnection } from '@cordillera/data-client'
import type { SessionApi } from '@cordillera/data-client/session'
import { apiRefusalEndsSession } from './api-refusal-ends-session.ts'
import type { PortalSettings } from './runtime.ts'

export type PortalServices = {
  /** What each area's entry point builds its calls on (`comercialApi(api)`). */
  api: Connection
  /** The session source for packages/auth: the API's /v1/me with this portal's menu. */
  me: { getMe: () => ReturnType<SessionApi['getMe']> }
  loginSteps: {
    signIn: (email: string, password: string) => Promise<SignInResult>
    confirmNewPassword: (newPassword: string) => Promise<SignInResult>
  }
}

export function createPortalServices(settings: PortalSettings): PortalServices {
  setAuthConfig(settings.cognito)
  const api = createConnection({
    baseUrl: settings.apiUrl,
    getToken: getIdToken,
    // A call the API refuses for the session (a disabled user) ends it: the layout goes to /login.
    fetch: apiRefusalEndsSession(
      (input, init) => fetch(input, init),
      async () => (await loadAuthLibrary()).handleInvalidSession(),
    ),
  })
  // The session's call (and its route's schema) loads when it runs: after a sign-in, or when a
  // signed-in browser has no stored session; a signed-in page does not wait for it otherwise.
  const me = {
    getMe: async () =>
      (await import('@cordillera/data-client/session')).sessionApi(api).getMe({
        portal: settings.portal,
      }),
  }
  const steps = async () => (await loadAuthLibrary()).createLoginSteps(me)
  return {
    api,
    me,
    loginSteps: {
      signIn: async (email, password) => (await steps()).signIn(email, password),
      confirmNewPassword: async (newPassword) => (await steps()).confirmNewPassword(newPassword),
    },
  }
}
