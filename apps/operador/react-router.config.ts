// SPA mode, finished after the build (compressed copies, the origins for the CSP, route preloads):
// portalRouterConfig, with this portal's settings.
// Mis reports, the page a phone opens on, reads today's list as its first paint: the document
// starts that read itself when a session is stored (decision 058). The calls that check that
// read's answer load after the list's first paint (issue 21); a first visit, which has no kept
// list to paint, waits for them, so it fetches their files right after the page's own instead
// of one round trip later.
import { portalRouterConfig } from '@cordillera/portal-config/react-router'

export default portalRouterConfig({
  env: () => import('./app/env.ts'),
  async finish() {
    const { listReportsHoyRoute } = await import('@cordillera/contracts')
    return {
      earlyRequests: { 'operador-reports': listReportsHoyRoute.path },
      laterModules: { 'operador-reports': 'mis-reports-calls' },
    }
  },
})
