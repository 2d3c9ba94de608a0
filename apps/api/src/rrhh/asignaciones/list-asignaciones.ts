// GET /v1/asignaciones-operador: one page of the assignments' history, by operator, asset or
// contract, open ones only when asked.
import { listOf } from '../../db/list/list-page.ts'
import { asignacionSource } from './asignacion-rows.ts'

export const listAsignacionesOperador = listOf(asignacionSource)
