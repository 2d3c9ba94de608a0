// The commercial area's routes: razones sociales (and their contacts), grupos cliente,
// constructoras, obras, proveedores and proveedores provisorios, the valor UF table, cotizaciones,
// contratos (with pasar-contrato) and solicitudes (staff's, the contract's and the site client's).
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerConstructorasRoutes } from './constructoras/constructoras-routes.ts'
import { registerContratosRoutes } from './contratos/contratos-routes.ts'
import { registerCotizacionesRoutes } from './cotizaciones/cotizaciones-routes.ts'
import { registerGruposClienteRoutes } from './grupos-cliente/grupos-cliente-routes.ts'
import { registerObrasRoutes } from './obras/obras-routes.ts'
import { registerProveedoresRoutes } from './proveedores/proveedores-routes.ts'
import { registerRazonesSocialesRoutes } from './razones-sociales/razones-sociales-routes.ts'
import { registerSolicitudesRoutes } from './solicitudes/solicitudes-routes.ts'
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
}
