// SPA mode, finished after the build (compressed copies, the origins for the CSP, route preloads):
// portalRouterConfig, with this portal's settings.
import { portalRouterConfig } from '@cordillera/portal-config/react-router'

export default portalRouterConfig({ env: () => import('./app/env.ts') })
