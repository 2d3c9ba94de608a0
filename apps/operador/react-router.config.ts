// SPA mode: no server rendering at runtime; the build is static files (build/client) for a CDN.
// Once the whole client is written, each text file gets its brotli and gzip copies and the build
// records the origins the portal calls, for the static server's Content-Security-Policy.
// Mis reports, the page a phone opens on, reads today's list as its first paint: the document
// starts that read itself when a session is stored (decision 058). The calls that check that
// read's answer load after the list's first paint (issue 21); a first visit fetches their files
// at low priority beside the page's own, so the check does not wait for another round trip.
import { finishPortalBuild } from '@cordillera/portal/build-end'
import type { Config } from '@react-router/dev/config'

export default {
  ssr: false,
  async buildEnd({ reactRouterConfig }) {
    // Loaded here, not at the top: the build's VITE_* variables are only set by now.
    const { env } = await import('./app/env.ts')
    const { listReportsHoyRoute } = await import('@cordillera/contracts')
    await finishPortalBuild(reactRouterConfig.buildDirectory, env, {
      earlyRequests: { 'operador-reports': listReportsHoyRoute.path },
      laterModules: { 'operador-reports': 'mis-reports-calls' },
    })
  },
} satisfies Config
