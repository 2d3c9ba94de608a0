// Which portal this is and what it talks to. Each app calls `configurePortal` once (app/portal.ts,
// imported by its root route) before any screen runs; the shared screens read it back.
import { type AuthConfig, configureAuth, createLoginSteps, getIdToken } from '@cordillera/auth'
import { type ApiClient, createApiClient } from '@cordillera/data-client'
import type { Portal } from '@cordillera/permissions'

export type PortalSettings = {
  portal: Portal
  /** Shown in the header and the sign-in card, e.g. 'Backoffice'. */
  title: string
  /** The index page's line under the greeting. */
  welcome: string
  apiUrl: string
  cognito: AuthConfig
}

export type PortalRuntime = PortalSettings & {
  api: ApiClient
  /** The session source for packages/auth: the API's /v1/me with this portal's menu. */
  me: { getMe: () => ReturnType<ApiClient['getMe']> }
  loginSteps: ReturnType<typeof createLoginSteps>
}

let runtime: PortalRuntime | undefined

export function configurePortal(settings: PortalSettings): PortalRuntime {
  configureAuth(settings.cognito)
  const api = createApiClient({ baseUrl: settings.apiUrl, getToken: getIdToken })
  const me = { getMe: () => api.getMe({ portal: settings.portal }) }
  runtime = { ...settings, api, me, loginSteps: createLoginSteps(me) }
  return runtime
}

export function portalRuntime(): PortalRuntime {
  if (!runtime)
    throw new Error('configurePortal() no se ha llamado: importe app/portal.ts en app/root.tsx')
  return runtime
}
