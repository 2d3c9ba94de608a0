// Arrendador's URLs: every route the catalogue gives this portal (packages/permissions), each loaded on
// demand; its own screens are named here as they are built.
import { portalRoutes } from '@cordillera/portal/route-config'
import type { RouteConfig } from '@react-router/dev/routes'

export default portalRoutes({
  portal: 'arrendador',
  appDirectory: import.meta.dirname,
  screens: {
    'arrendador-equipos': 'features/equipos/equipos.tsx',
    'arrendador-estados-de-pago': 'features/estados-de-pago/estados-de-pago.tsx',
    'arrendador-incidentes': 'features/incidentes/incidentes.tsx',
    'arrendador-reports-maquina': 'features/reports-maquina/reports-maquina.tsx',
    'arrendador-reports-viaje': 'features/viajes/viajes.tsx',
    'arrendador-solicitudes-ajuste': 'features/solicitudes-ajuste/solicitudes-ajuste.tsx',
    'tickets-agregar': 'features/tickets/ticket-agregar.tsx',
    'mis-tickets': 'features/tickets/mis-tickets.tsx',
    'mis-tickets-detalle': 'features/tickets/mi-ticket.tsx',
  },
}) satisfies RouteConfig
