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
import { mountOn } from '../../records/entity-handlers.ts'
import { addOperador } from './add-operador.ts'
import { assignOperador } from './assign-operador.ts'
import { changeOperador } from './change-operador.ts'
import { getAsignacionOpciones } from './get-asignacion-opciones.ts'
import { listAsignacionesOperador } from './list-asignaciones.ts'
import { withdrawOperador } from './withdraw-operador.ts'

export function registerAsignacionesRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listAsignacionesOperadorRoute, listAsignacionesOperador)
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
  mount.create(assignOperadorRoute, assignOperador)
  mount.create(addOperadorRoute, addOperador)
  mount.createIn(changeOperadorRoute, changeOperador)
  mount.update(withdrawOperadorRoute, withdrawOperador)
}
