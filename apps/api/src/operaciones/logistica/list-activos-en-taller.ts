// GET /v1/activos-en-taller: one page of the assets in the workshop, those that entered first
// first unless asked otherwise.
import { listOf } from '../../db/list/list-page.ts'
import { activoEnTallerSource } from './activo-en-taller-rows.ts'

export const listActivosEnTaller = listOf(activoEnTallerSource)
