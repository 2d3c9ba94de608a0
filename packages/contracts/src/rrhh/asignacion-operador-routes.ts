// The API routes of operators' assignments: the four writes of HR's screens (asignar, cambio,
// retiro parcial, adición), each with its catalogue key; each screen's choices read with the same
// key (one options route per screen: a key per route, and each form needs different choices);
// and the assignments' history, read with the operators list's key (the catalogue has no history
// screen: whoever lists operators and their current assignment reads their past ones).
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  adicionOperadorSchema,
  asignacionOperadorDetailSchema,
  asignacionOperadorPageSchema,
  asignarOperadorSchema,
  cambioOperadorSchema,
  listAsignacionesOperadorQuerySchema,
  opcionesAsignacionOperadorSchema,
  retiroOperadorSchema,
} from './asignacion-operador.ts'

const tags = ['asignaciones de operador'] as const
const opciones = { 200: { description: 'Las opciones', schema: opcionesAsignacionOperadorSchema } }

export const listAsignacionesOperadorRoute = defineRoute({
  method: 'get',
  path: '/v1/asignaciones-operador',
  summary: 'Historial de asignaciones de operadores, por operador, equipo o contrato',
  tags,
  permission: 'rrhh/listar-operadores',
  query: listAsignacionesOperadorQuerySchema,
  responses: { 200: { description: 'Una página', schema: asignacionOperadorPageSchema } },
})

export const getOpcionesAsignarRoute = defineRoute({
  method: 'get',
  path: '/v1/asignaciones-operador/asignar/opciones',
  summary: 'Operadores libres y equipos en arriendo sin operador, para asignar',
  tags,
  permission: 'rrhh/asignar-operador',
  responses: opciones,
})

export const asignarOperadorRoute = defineRoute({
  method: 'post',
  path: '/v1/asignaciones-operador',
  summary: 'Asignar un operador libre a un equipo en arriendo que no tiene operador',
  tags,
  permission: 'rrhh/asignar-operador',
  body: asignarOperadorSchema,
  responses: { 201: { description: 'Asignado', schema: asignacionOperadorDetailSchema } },
})

export const getOpcionesAdicionRoute = defineRoute({
  method: 'get',
  path: '/v1/asignaciones-operador/adicion/opciones',
  summary: 'Operadores libres y equipos en arriendo que ya tienen operador, para la adición',
  tags,
  permission: 'rrhh/adicion-operador',
  responses: opciones,
})

export const adicionOperadorRoute = defineRoute({
  method: 'post',
  path: '/v1/asignaciones-operador/adicion',
  summary: 'Sumar otro operador a un equipo que ya tiene uno (p. ej. el turno noche)',
  tags,
  permission: 'rrhh/adicion-operador',
  body: adicionOperadorSchema,
  responses: { 201: { description: 'Sumado', schema: asignacionOperadorDetailSchema } },
})

export const getOpcionesCambioRoute = defineRoute({
  method: 'get',
  path: '/v1/asignaciones-operador/cambio/opciones',
  summary: 'Equipos con sus operadores y operadores libres, para el cambio de operador',
  tags,
  permission: 'rrhh/cambio-operador',
  responses: opciones,
})

export const cambioOperadorRoute = defineRoute({
  method: 'post',
  path: '/v1/asignaciones-operador/{id}/cambio',
  summary:
    'Cambio de operador: termina la asignación {id} en la fecha y el operador que entra sigue en el mismo equipo y contrato ese día',
  tags,
  permission: 'rrhh/cambio-operador',
  params: idParamsSchema,
  body: cambioOperadorSchema,
  responses: {
    201: { description: 'La asignación del que entra', schema: asignacionOperadorDetailSchema },
  },
})

export const getOpcionesRetiroRoute = defineRoute({
  method: 'get',
  path: '/v1/asignaciones-operador/retiro/opciones',
  summary: 'Operadores con una asignación abierta y sus equipos, para el retiro',
  tags,
  permission: 'rrhh/retiro-operador',
  responses: opciones,
})

export const retiroOperadorRoute = defineRoute({
  method: 'post',
  path: '/v1/asignaciones-operador/{id}/retiro',
  summary:
    'Retiro de operador: termina la asignación abierta {id} en la fecha (con la versión leída)',
  tags,
  permission: 'rrhh/retiro-operador',
  params: idParamsSchema,
  body: retiroOperadorSchema,
  responses: { 200: { description: 'Terminada', schema: asignacionOperadorDetailSchema } },
})
