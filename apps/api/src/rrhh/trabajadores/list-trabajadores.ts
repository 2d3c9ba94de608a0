// GET /v1/trabajadores: one page of workers.
import { listOf } from '../../db/list/list-page.ts'
import { trabajadorSource } from './trabajador-rows.ts'

export const listTrabajadores = listOf(trabajadorSource)
