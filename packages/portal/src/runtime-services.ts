// The part of the portal runtime that is loaded on demand (runtime.ts says why): Amplify pointed
// at this portal's user pool, the connection to the API with the user's token, and the sign-in
// steps. Only the session's call comes with it: each screen imports its area's calls itself.
import { configureAuth, createLoginSteps, getIdToken } from '@cordillera/auth'
import { type Connection, createConnection } from '@cordillera/data-client'
import { type SessionApi, sessionApi } from '@cordillera/data-client/session'
import type { PortalSettings } from './runtime.ts'

export type PortalServices = {
  /** What each area's entry point builds its calls on (`comercialApi(api)`). */
  api: Connection
  /** The session source for packages/auth: the API's /v1/me with this portal's menu. */
  me: { getMe: () => ReturnType<SessionApi['getMe']> }
  loginSteps: ReturnType<typeof createLoginSteps>
}

export function createPortalServices(settings: PortalSettings): PortalServices {
  configureAuth(settings.cognito)
  const api = createConnection({ baseUrl: settings.apiUrl, getToken: getIdToken })
  const me = { getMe: () => sessionApi(api).getMe({ portal: settings.portal }) }
  return { api, me, loginSteps: createLoginSteps(me) }
}
