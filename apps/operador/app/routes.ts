// Operador's URLs: every route the catalogue gives this portal (packages/permissions), each loaded on
// demand; its own screens are named here as they are built.
import { portalRoutes } from '@cordillera/portal/route-config'
import type { RouteConfig } from '@react-router/dev/routes'

export default portalRoutes({
  portal: 'operador',
  appDirectory: import.meta.dirname,
  screens: {
    'solicitudes-cliente': 'features/comercial/solicitudes-cliente/solicitudes-cliente.tsx',
    'edp-obra': 'features/comercial/edp/edp-obra-lista.tsx',
    'edp-obra-detalle': 'features/comercial/edp/edp-obra-detalle.tsx',
    'operador-reports': 'features/reports/mis-reports.tsx',
    'operador-reports-crear': 'features/reports/report-crear.tsx',
    'operador-reports-editar': 'features/reports/report-editar.tsx',
    'operador-reports-firmar': 'features/reports/report-firmar.tsx',
    'operador-reports-historico': 'features/reports/reports-historico.tsx',
    'tickets-agregar': 'features/tickets/ticket-agregar.tsx',
    'mis-tickets': 'features/tickets/mis-tickets.tsx',
    'mis-tickets-detalle': 'features/tickets/mi-ticket.tsx',
  },
}) satisfies RouteConfig
