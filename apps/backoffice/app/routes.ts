// Backoffice's URLs: every route the catalogue gives this portal (packages/permissions), each loaded on
// demand; its own screens are named here as they are built.
import { portalRoutes } from '@cordillera/portal/route-config'
import type { RouteConfig } from '@react-router/dev/routes'

export default portalRoutes({
  portal: 'backoffice',
  appDirectory: import.meta.dirname,
  screens: {},
}) satisfies RouteConfig
