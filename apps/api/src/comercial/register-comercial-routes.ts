// The commercial area's routes: razones sociales (and their contacts), grupos cliente,
// constructoras, obras, proveedores and proveedores provisorios, the valor UF table, cotizaciones,
// contratos (with pasar-contrato), solicitudes (staff's, the contract's and the site client's) and
// their completion by logistics (solicitudes-pendientes: operations keys, but it writes requests
// and contracts, so it lives with them; decision 028); and the fleet's commercial reports under
// comercial keys: disponibilidad de flota, equipos de pago and the resumen de equipos (decision 056);
// and the estados de pago (EDP) of contracts, staff's and the site client's (decision 061), and the
// lessors' (external EDPs and their agreements, decision 064).
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerConstructorasRoutes } from './constructoras/constructoras-routes.ts'
import { registerContratosRoutes } from './contratos/contratos-routes.ts'
import { registerCotizacionesRoutes } from './cotizaciones/cotizaciones-routes.ts'
import { registerDisponibilidadFlotaRoutes } from './disponibilidad-flota/disponibilidad-flota-routes.ts'
import { registerEdpRoutes } from './edp/edp-routes.ts'
import { registerEdpExternosRoutes } from './edp-externos/edp-externos-routes.ts'
import { registerEquiposDePagoRoutes } from './equipos-de-pago/equipos-de-pago-routes.ts'
import { registerGruposClienteRoutes } from './grupos-cliente/grupos-cliente-routes.ts'
import { registerObrasRoutes } from './obras/obras-routes.ts'
import { registerProveedoresRoutes } from './proveedores/proveedores-routes.ts'
import { registerRazonesSocialesRoutes } from './razones-sociales/razones-sociales-routes.ts'
import { registerResumenEquiposRoutes } from './resumen-equipos/resumen-equipos-routes.ts'
import { registerSolicitudesRoutes } from './solicitudes/solicitudes-routes.ts'
import { registerSolicitudesPendientesRoutes } from './solicitudes-pendientes/solicitudes-pendientes-routes.ts'
import { registerValoresUfRoutes } from './valores-uf/valores-uf-routes.ts'

export function registerComercialRoutes(app: OpenAPIHono<AppEnv>) {
  registerGruposClienteRoutes(app)
  registerRazonesSocialesRoutes(app)
  registerConstructorasRoutes(app)
  registerObrasRoutes(app)
  registerProveedoresRoutes(app)
  registerValoresUfRoutes(app)
  registerCotizacionesRoutes(app)
  registerContratosRoutes(app)
  registerSolicitudesRoutes(app)
  registerSolicitudesPendientesRoutes(app)
  registerDisponibilidadFlotaRoutes(app)
  registerEquiposDePagoRoutes(app)
  registerResumenEquiposRoutes(app)
  registerEdpRoutes(app)
  registerEdpExternosRoutes(app)
}
