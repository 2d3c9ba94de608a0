// The API routes of operators' assignments: the four writes of HR's screens (asignar, cambio,
// retiro parcial, adición), each with its catalogue key; each screen's choices read with the same
// key (one options route per screen: a key per route, and each form needs different choices);
// and the assignments' history, read with the operators list's key (the catalogue has no history
// screen: whoever lists operators and their current assignment reads their past ones).
import type { RoutePermission } from '../api-route.ts'
import { entityRoutes } from '../common/entity-routes.ts'
import {
  adicionOperadorSchema,
  asignacionOperadorRead,
  asignarOperadorSchema,
  cambioOperadorSchema,
  listAsignacionesOperadorQuerySchema,
  opcionesAsignacionOperadorSchema,
  retiroOperadorSchema,
} from './asignacion-operador.ts'

const tags = ['asignaciones de operador'] as const
const asignaciones = entityRoutes({
  path: '/v1/asignaciones-operador',
  tags,
  nombre: { singular: 'asignación', plural: 'Asignaciones de operador', genero: 'f' },
  schemas: {
    ...asignacionOperadorRead,
    query: listAsignacionesOperadorQuerySchema,
    create: asignarOperadorSchema,
  },
})

/** The choices of one screen (`asignar`, `adicion`, `cambio`, `retiro`), with that screen's key. */
const opcionesDe = <const G extends string, const K extends RoutePermission>(
  pantalla: G,
  permission: K,
  summary: string,
) =>
  asignaciones.view(
    `${pantalla}/opciones`,
    { permission, summary, answer: 'Las opciones' },
    opcionesAsignacionOperadorSchema,
  )

export const listAsignacionesOperadorRoute = asignaciones.list({
  permission: 'rrhh/listar-operadores',
  summary: 'Historial de asignaciones de operadores, por operador, equipo o contrato',
})

export const getAssignOperadorOpcionesRoute = opcionesDe(
  'asignar',
  'rrhh/asignar-operador',
  'Operadores libres y equipos en arriendo sin operador, para asignar',
)
export const assignOperadorRoute = asignaciones.create({
  permission: 'rrhh/asignar-operador',
  summary: 'Asignar un operador libre a un equipo en arriendo que no tiene operador',
  answer: 'Asignado',
})

export const getAddOperadorOpcionesRoute = opcionesDe(
  'adicion',
  'rrhh/adicion-operador',
  'Operadores libres y equipos en arriendo que ya tienen operador, para la adición',
)
export const addOperadorRoute = asignaciones.collectionAction(
  'adicion',
  {
    permission: 'rrhh/adicion-operador',
    summary: 'Sumar otro operador a un equipo que ya tiene uno (p. ej. el turno noche)',
    answer: 'Sumado',
    status: 201,
  },
  adicionOperadorSchema,
)

export const getChangeOperadorOpcionesRoute = opcionesDe(
  'cambio',
  'rrhh/cambio-operador',
  'Equipos con sus operadores y operadores libres, para el cambio de operador',
)
export const changeOperadorRoute = asignaciones.action(
  'cambio',
  {
    permission: 'rrhh/cambio-operador',
    summary:
      'Cambio de operador: termina la asignación {id} en la fecha y el operador que entra sigue en el mismo equipo y contrato ese día',
    answer: 'La asignación del que entra',
    status: 201,
  },
  cambioOperadorSchema,
)

export const getWithdrawOperadorOpcionesRoute = opcionesDe(
  'retiro',
  'rrhh/retiro-operador',
  'Operadores con una asignación abierta y sus equipos, para el retiro',
)
export const withdrawOperadorRoute = asignaciones.action(
  'retiro',
  {
    permission: 'rrhh/retiro-operador',
    summary:
      'Retiro de operador: termina la asignación abierta {id} en la fecha (con la versión leída)',
    answer: 'Terminada',
  },
  retiroOperadorSchema,
)
