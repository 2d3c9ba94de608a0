// Mounts the operators' assignments routes (contracts: rrhh/asignacion-operador-routes.ts): the
// history, each screen's options and its write.
import {
  adicionOperadorRoute,
  asignarOperadorRoute,
  cambioOperadorRoute,
  getOpcionesAdicionRoute,
  getOpcionesAsignarRoute,
  getOpcionesCambioRoute,
  getOpcionesRetiroRoute,
  listAsignacionesOperadorRoute,
  retiroOperadorRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { adicionOperador, asignarOperador } from './asignar-operador.ts'
import { cambioOperador } from './cambio-operador.ts'
import { getOpcionesAsignacion } from './get-opciones-asignacion.ts'
import { listAsignacionesOperador } from './list-asignaciones.ts'
import { retiroOperador } from './retiro-operador.ts'

export function registerAsignacionesRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listAsignacionesOperadorRoute, async (c) =>
    c.json(await listAsignacionesOperador(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, getOpcionesAsignarRoute, async (c) =>
    c.json(await getOpcionesAsignacion(c.var.deps.db, 'asignar'), 200),
  )
  registerRoute(app, getOpcionesAdicionRoute, async (c) =>
    c.json(await getOpcionesAsignacion(c.var.deps.db, 'adicion'), 200),
  )
  registerRoute(app, getOpcionesCambioRoute, async (c) =>
    c.json(await getOpcionesAsignacion(c.var.deps.db, 'cambio'), 200),
  )
  registerRoute(app, getOpcionesRetiroRoute, async (c) =>
    c.json(await getOpcionesAsignacion(c.var.deps.db, 'retiro'), 200),
  )
  registerRoute(app, asignarOperadorRoute, async (c) =>
    c.json(await asignarOperador(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, adicionOperadorRoute, async (c) =>
    c.json(await adicionOperador(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, cambioOperadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await cambioOperador(c.var.deps.db, c.var.user, id, c.req.valid('json')), 201)
  })
  registerRoute(app, retiroOperadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await retiroOperador(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
}
