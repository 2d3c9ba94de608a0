// The part of the portal runtime that is loaded on demand (runtime.ts says why): Amplify pointed
// at this portal's user pool, the API client with the user's token, and the sign-in steps.
import { configureAuth, createLoginSteps, getIdToken } from '@cordillera/auth'
import { type ApiClient, createApiClient } from '@cordillera/data-client'
import type { PortalSettings } from './runtime.ts'

export type PortalServices = {
  api: ApiClient
  /** The session source for packages/auth: the API's /v1/me with this portal's menu. */
  me: { getMe: () => ReturnType<ApiClient['getMe']> }
  loginSteps: ReturnType<typeof createLoginSteps>
}

export function createPortalServices(settings: PortalSettings): PortalServices {
  configureAuth(settings.cognito)
  const api = createApiClient({ baseUrl: settings.apiUrl, getToken: getIdToken })
  const me = { getMe: () => api.getMe({ portal: settings.portal }) }
  return { api, me, loginSteps: createLoginSteps(me) }
}
