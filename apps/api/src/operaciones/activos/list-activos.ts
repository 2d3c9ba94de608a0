// GET /v1/activos: one page of assets.
import { listOf } from '../../db/list/list-page.ts'
import { activoSource } from './activo-rows.ts'

export const listActivos = listOf(activoSource)
