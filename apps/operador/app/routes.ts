// Operador's URLs: every route the catalogue gives this portal (packages/permissions), each loaded on
// demand; its own screens are named here as they are built.
import { portalRoutes } from '@cordillera/portal/route-config'
import type { RouteConfig } from '@react-router/dev/routes'

export default portalRoutes({
  portal: 'operador',
  appDirectory: import.meta.dirname,
  screens: {
    'solicitudes-cliente': 'features/comercial/solicitudes-cliente/solicitudes-cliente.tsx',
  },
}) satisfies RouteConfig
