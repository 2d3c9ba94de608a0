// Which portal this is and what it talks to. Each app calls `configurePortal` once (app/portal.ts,
// imported by its root route) before any screen runs; the shared screens read it back.
//
// The settings are plain values, there from the first paint. The user-pool library and the API
// client (Amplify, the contracts' schemas) are the heaviest code a portal has and the sign-in
// page must not wait for them (docs/decisions/012-compressed-assets-and-a-light-login.md): they
// load with `loadPortalRuntime()`, which the guarded layout awaits before any signed-in screen
// renders and the sign-in page starts once it is on screen.
import type { AuthConfig } from '@cordillera/auth'
import { registerUserDataStore, type UserDataStore } from '@cordillera/auth/user-data'
import type { Portal } from '@cordillera/permissions'
import type { PortalServices } from './runtime-services.ts'

export type PortalSettings = {
  portal: Portal
  /** Shown in the header and the sign-in card, e.g. 'Backoffice'. */
  title: string
  /** The index page's line under the greeting. */
  welcome: string
  apiUrl: string
  cognito: AuthConfig
  /**
   * What the portal keeps of the signed-in user besides the shared data cache (an offline
   * database): each rule runs when a session ends or the next one starts (decision 038).
   */
  userData?: readonly UserDataStore[]
}

export type PortalRuntime = PortalSettings & PortalServices

let settings: PortalSettings | undefined
let runtime: PortalRuntime | undefined
let loading: Promise<PortalRuntime> | undefined
let unregister: (() => void)[] = []

export function configurePortal(portalSettings: PortalSettings): PortalSettings {
  settings = portalSettings
  runtime = undefined
  loading = undefined
  for (const remove of unregister) remove()
  unregister = (portalSettings.userData ?? []).map(registerUserDataStore)
  return settings
}

export function portalSettings(): PortalSettings {
  if (!settings)
    throw new Error('configurePortal() no se ha llamado: importe app/portal.ts en app/root.tsx')
  return settings
}

type ServicesModule = Pick<typeof import('./runtime-services.ts'), 'createPortalServices'>

/**
 * Loads (once) the user pool's library, configured, and the API client. The sign-in page lets it
 * load on demand; the guarded layout passes the module it imports itself, so on a signed-in cold
 * start the services arrive with the layout's files (preloaded together) instead of one round
 * trip after them.
 */
export function loadPortalRuntime(services?: ServicesModule): Promise<PortalRuntime> {
  const current = portalSettings()
  loading ??= (services ? Promise.resolve(services) : import('./runtime-services.ts'))
    .then(({ createPortalServices }) => {
      runtime = { ...current, ...createPortalServices(current) }
      return runtime
    })
    .catch((error: unknown) => {
      // Offline, or a deploy replaced the files: the next call tries again.
      loading = undefined
      throw error
    })
  return loading
}

/** The whole runtime, for signed-in screens: the guarded layout has loaded it before they render. */
export function portalRuntime(): PortalRuntime {
  if (!runtime)
    throw new Error(
      'loadPortalRuntime() no ha terminado: las pantallas con sesión van bajo el layout',
    )
  return runtime
}
