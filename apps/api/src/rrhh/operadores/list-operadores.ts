// GET /v1/operadores: one page of HR's operators.
import { listOf } from '../../db/list/list-page.ts'
import { operadorSource } from './operador-rows.ts'

export const listOperadores = listOf(operadorSource)
