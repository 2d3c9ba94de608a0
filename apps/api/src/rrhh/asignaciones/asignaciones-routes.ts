// Mounts the operators' assignments routes (contracts: rrhh/asignacion-operador-routes.ts): the
// history, each screen's options and its write.
import {
  addOperadorRoute,
  assignOperadorRoute,
  changeOperadorRoute,
  getAddOperadorOpcionesRoute,
  getAssignOperadorOpcionesRoute,
  getChangeOperadorOpcionesRoute,
  getWithdrawOperadorOpcionesRoute,
  listAsignacionesOperadorRoute,
  withdrawOperadorRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { addOperador } from './add-operador.ts'
import { assignOperador } from './assign-operador.ts'
import { changeOperador } from './change-operador.ts'
import { getAsignacionOpciones } from './get-asignacion-opciones.ts'
import { listAsignacionesOperador } from './list-asignaciones.ts'
import { withdrawOperador } from './withdraw-operador.ts'

export function registerAsignacionesRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listAsignacionesOperadorRoute, async (c) =>
    c.json(await listAsignacionesOperador(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, getAssignOperadorOpcionesRoute, async (c) =>
    c.json(await getAsignacionOpciones(c.var.deps.db, 'asignar'), 200),
  )
  registerRoute(app, getAddOperadorOpcionesRoute, async (c) =>
    c.json(await getAsignacionOpciones(c.var.deps.db, 'adicion'), 200),
  )
  registerRoute(app, getChangeOperadorOpcionesRoute, async (c) =>
    c.json(await getAsignacionOpciones(c.var.deps.db, 'cambio'), 200),
  )
  registerRoute(app, getWithdrawOperadorOpcionesRoute, async (c) =>
    c.json(await getAsignacionOpciones(c.var.deps.db, 'retiro'), 200),
  )
  registerRoute(app, assignOperadorRoute, async (c) =>
    c.json(await assignOperador(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, addOperadorRoute, async (c) =>
    c.json(await addOperador(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, changeOperadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await changeOperador(c.var.deps.db, c.var.user, id, c.req.valid('json')), 201)
  })
  registerRoute(app, withdrawOperadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await withdrawOperador(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
}
