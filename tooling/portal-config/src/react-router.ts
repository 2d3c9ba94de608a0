// SPA mode: no server rendering at runtime; the build is static files (build/client) for a CDN.
// Once the whole client is written, each text file gets its brotli and gzip copies and the build
// records the origins the portal calls, for the static server's Content-Security-Policy
// (finishPortalBuild, packages/portal/src/pwa/build-end.ts). Each portal's react-router.config.ts:
//   export default portalRouterConfig({ env: () => import('./app/env.ts') })
import {
  type FinishOptions,
  finishPortalBuild,
  type PortalEndpoints,
} from '@cordillera/portal/build-end'
import type { Config } from '@react-router/dev/config'

export type PortalRouterOptions = {
  /**
   * The portal's settings module (app/env.ts). Loaded in buildEnd, not at the top: the build's
   * VITE_* variables are only set by then.
   */
  env: () => Promise<{ env: PortalEndpoints }>
  /** The portal's own finishing options (early reads, modules fetched later), loaded the same way. */
  finish?: () => Promise<FinishOptions>
}

export function portalRouterConfig({ env: loadEnv, finish }: PortalRouterOptions): Config {
  return {
    ssr: false,
    async buildEnd({ reactRouterConfig }) {
      const { env } = await loadEnv()
      await finishPortalBuild(reactRouterConfig.buildDirectory, env, await finish?.())
    },
  }
}
