// GET /v1/solicitudes: one page of every request, for staff.
import { listOf } from '../../db/list/list-page.ts'
import { solicitudSource } from './solicitud-rows.ts'

export const listSolicitudes = listOf(solicitudSource)
