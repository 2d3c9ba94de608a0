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
  mount.view(getAssignOperadorOpcionesRoute, (db) => getAsignacionOpciones(db, 'asignar'))
  mount.view(getAddOperadorOpcionesRoute, (db) => getAsignacionOpciones(db, 'adicion'))
  mount.view(getChangeOperadorOpcionesRoute, (db) => getAsignacionOpciones(db, 'cambio'))
  mount.view(getWithdrawOperadorOpcionesRoute, (db) => getAsignacionOpciones(db, 'retiro'))
  mount.create(assignOperadorRoute, assignOperador)
  mount.create(addOperadorRoute, addOperador)
  mount.createIn(changeOperadorRoute, changeOperador)
  mount.update(withdrawOperadorRoute, withdrawOperador)
}
